import type { Metadata } from "next";
import { en } from "@/lib/i18n/translate";
import { CredentialsForm } from "../_components/credentials-form";

export const metadata: Metadata = { title: `${en.t("account.signIn.title")} · Muster` };

export default function SignInPage() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{en.t("account.signIn.title")}</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{en.t("account.signIn.intro")}</p>
      <CredentialsForm mode="sign-in" />
    </main>
  );
}
