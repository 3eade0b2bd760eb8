import { en } from "@/lib/i18n/translate";

/** A page that could not load its data: the one-sentence reason, in the page. */
export function PageError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <div role="alert" data-testid="page-error" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
        <h1 className="text-lg font-semibold">{en.t("ui.error.title")}</h1>
        <p className="mt-2 text-sm leading-relaxed">{message}</p>
      </div>
    </div>
  );
}
