import type { Metadata } from "next";
import { verifyEmail } from "@/lib/data-access/accounts";
import { getTranslator } from "@/lib/http/request-translator";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("account.verify.title")} · Muster`, referrer: "no-referrer" };
}
export const dynamic = "force-dynamic";

/** Opened from the sign-up mail: confirms the address the link was sent to. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const tr = await getTranslator();
  const token = (await searchParams).token;
  const confirmed = typeof token === "string" && token.length > 0 && token.length <= 2000 ? await verifyEmail(token).catch(() => false) : false;
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("account.verify.title")}</h1>
      <p role="status" className="mt-4 font-medium" data-testid="verify-result">
        {tr.t(confirmed ? "account.verify.done" : "account.verify.failed")}
      </p>
    </main>
  );
}
