/** The page behind an event's join link: the event, the player's rosters for its game, their list. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readJoinView } from "@/lib/data-access/events";
import { listRosters } from "@/lib/data-access/rosters";
import { MusterError } from "@/lib/errors/muster-error";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { JoinPanel } from "../_components/join-panel";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("events.title")} · Muster`, referrer: "no-referrer" };
}

export default async function JoinPage({ params }: { params: Promise<{ token: string }> }) {
  const tr = await getTranslator();
  const { token } = await params;
  const ownerId = await readOwnerId();
  const view = await readJoinView(token, ownerId, undefined, tr).catch((error: unknown) => {
    if (error instanceof MusterError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const mine = ownerId ? await listRosters(ownerId, { sort: "updated" }) : [];
  // The player's rosters of the event's kind (shipped data or installed BattleScribe data) on its game system.
  const rosters = mine.filter((r) => r.format === view.format && r.gameSystemId === view.pack.gameSystemId).map((r) => ({ id: r.id, name: r.name }));
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-24 pt-8 sm:px-6">
      <JoinPanel token={token} view={view} rosters={rosters} />
    </main>
  );
}
