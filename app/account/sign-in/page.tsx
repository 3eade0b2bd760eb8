import type { Metadata } from "next";
import { getTranslator } from "@/lib/http/request-translator";
import { CredentialsForm } from "../_components/credentials-form";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: `${tr.t("account.signIn.title")} · Muster` };
}

export default async function SignInPage() {
  const tr = await getTranslator();
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{tr.t("account.signIn.title")}</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{tr.t("account.signIn.intro")}</p>
      <CredentialsForm mode="sign-in" />
    </main>
  );
}
