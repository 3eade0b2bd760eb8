import type { Metadata } from "next";
import { getTranslator } from "@/lib/http/request-translator";
import { ResetPasswordForm } from "../_components/reset-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("account.reset.title")} · Muster`, referrer: "no-referrer" };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const tr = await getTranslator();
  const token = (await searchParams).token;
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("account.reset.title")}</h1>
      {typeof token === "string" && token.length > 0 && token.length <= 200 ? <ResetPasswordForm token={token} /> : <p className="mt-4">{tr.t("account.reset.noToken")}</p>}
    </main>
  );
}
