import type { Metadata } from "next";
import { verifyEmail } from "@/lib/data-access/accounts";
import { en } from "@/lib/i18n/translate";

export const metadata: Metadata = { title: `${en.t("account.verify.title")} · Muster`, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** Opened from the sign-up mail: confirms the address the link was sent to. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = (await searchParams).token;
  const confirmed = typeof token === "string" && token.length > 0 && token.length <= 2000 ? await verifyEmail(token).catch(() => false) : false;
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{en.t("account.verify.title")}</h1>
      <p role="status" className="mt-4 font-medium" data-testid="verify-result">
        {en.t(confirmed ? "account.verify.done" : "account.verify.failed")}
      </p>
    </main>
  );
}
