import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BattleScribeBuilder } from "./battlescribe-builder";
import { getDataPackageName } from "@/lib/data-access/data-packages";
import { readOwnerId } from "@/lib/identity/owner";
import { en } from "@/lib/i18n/translate";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${en.t("bs.title")} · ${en.t("app.name")}` };

export default async function BuildOnDataPackagePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ roster?: string | string[] }> }) {
  const { id } = await params;
  const { roster } = await searchParams;
  const name = await getDataPackageName(await readOwnerId(), id);
  if (name === null) notFound();
  return (
    <main id="main" className="mx-auto max-w-[100rem] px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{en.t("bs.heading", { name })}</h1>
      <BattleScribeBuilder packageId={id} rosterId={typeof roster === "string" ? roster : undefined} />
    </main>
  );
}
