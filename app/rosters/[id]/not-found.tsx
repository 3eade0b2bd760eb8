import Link from "next/link";
import { en } from "@/lib/i18n/translate";

export default function RosterNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-12" data-testid="roster-not-found">
      <h1 className="text-2xl font-bold">{en.t("ui.notFound.title")}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{en.t("ui.notFound.body")}</p>
      <Link href="/rosters" className="mt-4 inline-block font-medium text-amber-800 underline underline-offset-2 dark:text-amber-400">
        {en.t("ui.notFound.back")}
      </Link>
    </div>
  );
}
