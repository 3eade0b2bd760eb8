import type { Metadata } from "next";
import { getTranslator } from "@/lib/http/request-translator";
import { AccountPanel } from "./_components/account-panel";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("account.title")} · Muster` };
}

export default async function AccountPage() {
  const tr = await getTranslator();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("account.title")}</h1>
      <AccountPanel />
    </main>
  );
}
