import { en } from "@/lib/i18n/translate";

export function DatabaseError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="database-error"
      className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <h3 className="font-semibold">{en.t("home.dbError.title")}</h3>
      <p className="mt-2 text-sm leading-relaxed">{message}</p>
      <p className="mt-3 text-xs opacity-80">
        {en.t("home.dbError.details")} <a className="underline underline-offset-2" href="/api/health">/api/health</a>
      </p>
    </div>
  );
}
