/** Events: the signed-in organiser's tournaments, and a form for a new one. */
import type { Metadata } from "next";
import Link from "next/link";
import { ZonedMessage } from "@/app/_components/zoned-message";
import { listBsEventSystems, listOrganiserEvents } from "@/lib/data-access/events";
import { getGameSystem } from "@/lib/data-access/game-data";
import { listGameSystems } from "@/lib/data-access/game-systems";
import { readSignedInAccount } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { CreateEventForm, type EventFormOptions } from "./_components/create-event-form";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("events.title")} · Muster` };
}

async function formOptions(ownerId: string): Promise<EventFormOptions> {
  const [systems, installed] = await Promise.all([listGameSystems(), listBsEventSystems(ownerId)]);
  return {
    installed,
    systems: await Promise.all(
      systems.map(async (summary) => {
        const system = await getGameSystem(summary.id);
        return {
          id: summary.id,
          name: summary.name,
          rulesets: (system?.rulesets ?? []).map((r) => ({ id: r.id, name: r.name, battleSizes: (r.battleSizes ?? []).map((b) => ({ id: b.id, name: b.name })) })),
          catalogues: summary.catalogues.map((c) => ({ id: c.id, name: c.name })),
        };
      }),
    ),
  };
}

export default async function EventsPage() {
  const tr = await getTranslator();
  const account = await readSignedInAccount().catch(() => null);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("events.title")}</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{tr.t("events.intro")}</p>
      {!account ? (
        <p className="mt-4">
          {tr.t("events.signInFirst")}{" "}
          <Link href="/account/sign-in" className="font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300">{tr.t("nav.signIn")}</Link>
        </p>
      ) : (
        <EventsOfOrganiser ownerId={account.ownerId} />
      )}
    </main>
  );
}

async function EventsOfOrganiser({ ownerId }: { ownerId: string }) {
  const tr = await getTranslator();
  const [events, options] = await Promise.all([listOrganiserEvents(ownerId), formOptions(ownerId)]);
  return (
    <>
      {events.length === 0 ? (
        <p className="mt-4">{tr.t("events.none")}</p>
      ) : (
        <ul className="mt-4 space-y-2" data-testid="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <Link href={`/events/${event.id}`} className="font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300">
                <ZonedMessage id="events.item" params={{ name: event.name, count: event.submissions }} dates={{ deadline: event.deadline }} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-event" className="mt-8 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
        <h2 id="new-event" className="text-lg font-semibold">{tr.t("events.create.title")}</h2>
        <CreateEventForm options={options} />
      </section>
    </>
  );
}
