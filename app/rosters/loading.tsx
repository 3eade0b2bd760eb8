import { en } from "@/lib/i18n/translate";

export default function Loading() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-10" role="status" aria-live="polite" data-testid="page-loading">
      <p className="animate-pulse text-stone-600 dark:text-stone-400">{en.t("ui.loading")}</p>
    </div>
  );
}
