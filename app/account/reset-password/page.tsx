import type { Metadata } from "next";
import { en } from "@/lib/i18n/translate";
import { ResetPasswordForm } from "../_components/reset-password-form";

export const metadata: Metadata = { title: `${en.t("account.reset.title")} · Muster`, referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = (await searchParams).token;
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{en.t("account.reset.title")}</h1>
      {typeof token === "string" && token.length > 0 && token.length <= 200 ? <ResetPasswordForm token={token} /> : <p className="mt-4">{en.t("account.reset.noToken")}</p>}
    </main>
  );
}
