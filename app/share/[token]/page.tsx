/**
 * The public page of a share link: anyone with the address may read the roster, download every
 * export and import a copy. Server-rendered from readSharedRoster(); a dead link is a 404.
 */
import type { Metadata } from "next";
import { cache } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { explainDatabaseFailure, logPageFailure } from "@/lib/data-access/database-health";
import { readSharedRoster, SHARE_TOKEN_PATTERN, type SharedRoster } from "@/lib/data-access/share-links";
import { MusterError } from "@/lib/errors/muster-error";
import { getTranslator } from "@/lib/http/request-translator";
import { PageError } from "@/app/_components/page-error";
import { ExportLinks } from "@/app/rosters/[id]/_exchange/export-menu";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { QrSvg } from "@/app/rosters/[id]/_exchange/qr-svg";
import { CopySharedRoster } from "./copy-shared-roster";
import { SharedRosterView } from "./shared-roster-view";

export const dynamic = "force-dynamic";

/** One read per request, shared by the page and its title. */
const load = cache(async (token: string): Promise<SharedRoster | null | { error: string }> => {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const tr = await getTranslator();
  try {
    return await readSharedRoster(token, undefined, tr);
  } catch (error) {
    if (error instanceof MusterError) return { error: error.localized(tr).message };
    logPageFailure("Shared roster: loading failed", error);
    return { error: explainDatabaseFailure(error, await getTranslator()) };
  }
});

/** The title names the shared roster; share pages are never indexed. */
export async function generateMetadata({ params }: { params: Promise<{ token: string }> }): Promise<Metadata> {
  const tr = await getTranslator();
  const shared = await load((await params).token);
  const name = shared && !("error" in shared) ? shared.roster.name : undefined;
  return { title: name ? tr.t("xui.shared.pageTitle", { name }) : `${tr.t("xui.shared.title")} · ${tr.t("app.name")}`, robots: { index: false } };
}

/** The address the visitor used, so the QR code opens this same page (behind a proxy too). */
async function pageUrl(token: string): Promise<string> {
  const h = await headers();
  const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;
  const proto = first(h.get("x-forwarded-proto")) === "https" ? "https" : "http";
  const host = first(h.get("x-forwarded-host")) ?? first(h.get("host")) ?? "localhost";
  return `${proto}://${host}/share/${token}`;
}

export default async function SharedRosterPage({ params }: { params: Promise<{ token: string }> }) {
  const tr = await getTranslator();
  const { token } = await params;
  const shared = await load(token);
  if (!shared) notFound();
  if ("error" in shared) return <PageError message={shared.error} />;
  const url = await pageUrl(token);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]" data-testid="shared-page" data-hidden={shared.hidden}>
      <main id="main" className="min-w-0">
        <p className="mb-3 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300" data-testid="shared-read-only">
          {tr.t("xui.shared.readOnly")}
        </p>
        {shared.view ? <SharedRosterView view={shared.view} tr={tr} /> : <p>{tr.t("xui.shared.noGameData")}</p>}
      </main>
      <aside className="order-first space-y-4 lg:order-none lg:sticky lg:top-16 lg:self-start">
        <CopySharedRoster token={token} />
        <section className="rounded-xl border border-stone-200 p-2 dark:border-stone-700">
          <h2 className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.shared.downloads")}</h2>
          <ExportLinks
            base={`/api/share/${token}`}
            battlescribe={shared.roster.format === "battlescribe"}
            armyForge={shared.roster.format === "muster" && shippedOprGameSystems().gameSystems.some((entry) => entry.musterSystemId === shared.roster.gameSystemId)}
          />
        </section>
        <figure className="flex flex-col items-center gap-1 rounded-xl border border-stone-200 p-3 dark:border-stone-700">
          <QrSvg text={url} label={tr.t("xui.shared.scan")} />
          <figcaption className="text-xs text-stone-600 dark:text-stone-400">{tr.t("xui.shared.scan")}</figcaption>
        </figure>
      </aside>
    </div>
  );
}
