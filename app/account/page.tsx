import type { Metadata } from "next";
import { en } from "@/lib/i18n/translate";
import { AccountPanel } from "./_components/account-panel";

export const metadata: Metadata = { title: `${en.t("account.title")} · Muster` };

export default function AccountPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{en.t("account.title")}</h1>
      <AccountPanel />
    </main>
  );
}
