/** An event's published lists, as this viewer may see them (the server decides what is concealed). */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readJoinView, readPublishedLists } from "@/lib/data-access/events";
import { MusterError } from "@/lib/errors/muster-error";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("events.title")} · Muster`, referrer: "no-referrer" };
}

export default async function PublishedListsPage({ params }: { params: Promise<{ token: string }> }) {
  const tr = await getTranslator();
  const { token } = await params;
  const ownerId = await readOwnerId();
  const hidden = (error: unknown) => {
    if (error instanceof MusterError && error.code === "NOT_FOUND") notFound();
    throw error;
  };
  const view = await readJoinView(token, ownerId, undefined, tr).catch(hidden);
  const lists = await readPublishedLists(token, ownerId, undefined, tr).catch(hidden);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("join.listsTitle", { name: view.name })}</h1>
      <ul className="mt-4 space-y-6" data-testid="published-lists">
        {lists.map((list) => (
          <li key={list.id} className="rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900" data-testid="published-list">
            <h2 className="text-lg font-semibold"><bdi>{list.playerName}</bdi> · <bdi>{list.factionName}</bdi></h2>
            {list.hiddenItems ? <p className="text-sm">{tr.t("join.hiddenItems")}</p> : null}
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-sm">{list.text}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
