import type { Metadata } from "next";
import { en } from "@/lib/i18n/translate";
import { ForgotPasswordForm } from "../_components/forgot-password-form";

export const metadata: Metadata = { title: `${en.t("account.forgot.title")} · Muster` };

export default function ForgotPasswordPage() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 pb-24 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold">{en.t("account.forgot.title")}</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{en.t("account.forgot.intro")}</p>
      <ForgotPasswordForm />
    </main>
  );
}
