import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { directionOf } from "@/lib/i18n/locales";
import { catalogueUrl } from "@/lib/i18n/catalogue-address";
import { catalogueDigest } from "@/lib/server/catalogue-digests";
import { getTranslator, readRequestLanguage } from "@/lib/http/request-translator";
import { SiteNav } from "./_components/site-nav";
import { TranslatorProvider } from "./_components/translator-provider";
// The face every page is set in, shipped with Muster so that a page looks (and wraps) the same
// on every machine, whatever sans-serif the system has; the PDF uses it too.
import "@fontsource/ibm-plex-sans/400.css";
import "@fontsource/ibm-plex-sans/400-italic.css";
import "@fontsource/ibm-plex-sans/500.css";
import "@fontsource/ibm-plex-sans/600.css";
import "@fontsource/ibm-plex-sans/700.css";
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-devanagari/700.css";
import "@fontsource/ibm-plex-sans-arabic/400.css";
import "@fontsource/ibm-plex-sans-arabic/700.css";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslator();
  return { title: tr.t("app.name"), description: tr.t("app.tagline") };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request's headers (for its language) also renders every page per request, so
  // that Next can put this request's CSP nonce (set by proxy.ts) on its scripts.
  const { locale, catalogue, translator: tr } = await readRequestLanguage();
  // The catalogue is named, not inlined: the browser fetches it once (preloaded here, kept for a year).
  const digest = catalogueDigest(catalogue);
  preload(catalogueUrl(digest), { as: "fetch", crossOrigin: "anonymous" });
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-amber-500 focus:px-3 focus:py-2 focus:font-semibold focus:text-stone-950">
          {tr.t("ui.skipToContent")}
        </a>
        <TranslatorProvider locale={locale} digest={digest}>
          <SiteNav />
          {children}
        </TranslatorProvider>
      </body>
    </html>
  );
}
