import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslator } from "@/lib/http/request-translator";
import { OrganiserPanel } from "../_components/organiser-panel";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("events.title")} · Muster` };
}

export default async function OrganiserEventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const requestHeaders = await headers();
  const proto = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  const configured = process.env.MUSTER_PUBLIC_ORIGIN?.split(",")[0]?.trim();
  const origin = configured ? new URL(configured).origin : `${proto}://${requestHeaders.get("host") ?? "localhost"}`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6">
      <OrganiserPanel eventId={id} origin={origin} />
    </main>
  );
}
