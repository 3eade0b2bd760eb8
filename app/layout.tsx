import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { en } from "@/lib/i18n/translate";
import { SiteNav } from "./_components/site-nav";
import "./globals.css";

export const metadata: Metadata = {
  title: "Muster",
  description: "Build army rosters for tabletop wargames and check them against the rules.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, so that Next can put this request's CSP nonce (set by
  // proxy.ts) on its scripts; a page prerendered at build time would have none.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-amber-500 focus:px-3 focus:py-2 focus:font-semibold focus:text-stone-950">
          {en.t("ui.skipToContent")}
        </a>
        <SiteNav />
        {children}
      </body>
    </html>
  );
}
