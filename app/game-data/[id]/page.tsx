import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BattleScribeBuilder } from "./battlescribe-builder";
import { getDataPackageView } from "@/lib/data-access/data-packages";
import { readOwnerId } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("bs.title")} · ${tr.t("app.name")}` };
}

export default async function BuildOnDataPackagePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ roster?: string | string[] }> }) {
  const tr = await getTranslator();
  const { id } = await params;
  const { roster } = await searchParams;
  // A stored roster opens in the editor shell, whatever its format; this address is an older one.
  if (typeof roster === "string" && roster) redirect(`/rosters/${encodeURIComponent(roster)}`);
  const view = await getDataPackageView(await readOwnerId(), id);
  if (view === null) notFound();
  const { name, viewer, revision } = view;
  return (
    <main id="main" className="mx-auto max-w-[100rem] px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{tr.t("bs.heading", { name })}</h1>
      <BattleScribeBuilder packageId={id} dataView={{ viewer, revision }} />
    </main>
  );
}
