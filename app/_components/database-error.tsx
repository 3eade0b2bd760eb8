import { getTranslator } from "@/lib/http/request-translator";

export async function DatabaseError({ message }: { message: string }) {
  const tr = await getTranslator();
  return (
    <div
      role="alert"
      data-testid="database-error"
      className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <h3 className="font-semibold">{tr.t("home.dbError.title")}</h3>
      <p className="mt-2 text-sm leading-relaxed">{message}</p>
      <p className="mt-3 text-xs opacity-80">
        {tr.t("home.dbError.details")} <a className="underline underline-offset-2" href="/api/health">/api/health</a>
      </p>
    </div>
  );
}
