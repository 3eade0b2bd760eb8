import Link from "next/link";
import { getTranslator } from "@/lib/http/request-translator";

export default async function RosterNotFound() {
  const tr = await getTranslator();
  return (
    <div className="mx-auto max-w-3xl px-6 py-12" data-testid="roster-not-found">
      <h1 className="text-2xl font-bold">{tr.t("ui.notFound.title")}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{tr.t("ui.notFound.body")}</p>
      <Link href="/rosters" className="mt-4 inline-block font-medium text-amber-800 underline underline-offset-2 dark:text-amber-400">
        {tr.t("ui.notFound.back")}
      </Link>
    </div>
  );
}
