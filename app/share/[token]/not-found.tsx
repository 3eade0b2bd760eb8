/** A revoked, unknown or deleted share link: one clear page, answered with HTTP 404. */
import Link from "next/link";
import { getTranslator } from "@/lib/http/request-translator";

export default async function SharedRosterGone() {
  const tr = await getTranslator();
  return (
    <div className="mx-auto max-w-3xl px-6 py-12" data-testid="shared-gone">
      <h1 className="text-2xl font-bold">{tr.t("xui.shared.goneTitle")}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{tr.t("xui.shared.goneBody")}</p>
      <Link href="/" className="mt-4 inline-block font-medium text-amber-800 underline underline-offset-2 dark:text-amber-400">
        {tr.t("xui.shared.home")}
      </Link>
    </div>
  );
}
