import { getTranslator } from "@/lib/http/request-translator";

/** A page that could not load its data: the one-sentence reason, in the page. */
export async function PageError({ message }: { message: string }) {
  const tr = await getTranslator();
  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <div role="alert" data-testid="page-error" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
        <h1 className="text-lg font-semibold">{tr.t("ui.error.title")}</h1>
        <p className="mt-2 text-sm leading-relaxed">{message}</p>
      </div>
    </div>
  );
}
