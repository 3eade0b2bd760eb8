"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { locales, type Locale } from "@/lib/i18n/locales";

/** The header's language choice: remembered by a cookie (and on the account when signed in). */
export function LocaleSwitcher() {
  const tr = useTranslator();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function choose(locale: Locale) {
    setBusy(true);
    const response = await fetch("/api/locale", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ locale }) }).catch(() => null);
    setBusy(false);
    // The page's words come from the server: a refresh renders it again in the chosen language.
    if (response?.ok) router.refresh();
  }

  return (
    <div className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        {tr.t("locale.change")}
      </label>
      <select
        id={id}
        value={tr.locale}
        disabled={busy}
        onChange={(event) => void choose(event.target.value as Locale)}
        data-testid="locale-switcher"
        className="rounded-md border border-stone-300 bg-white px-1.5 py-1 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {tr.t(`locale.name.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
