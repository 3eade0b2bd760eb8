import Link from "next/link";
import { readSignedInAccount } from "@/lib/identity/owner";
import { getTranslator } from "@/lib/http/request-translator";
import { LocaleSwitcher } from "./locale-switcher";

/** Whether this request is signed in; a database hiccup shows the bar as signed out, never an error. */
async function signedIn(): Promise<boolean> {
  return (await readSignedInAccount().catch(() => null)) !== null;
}

/** The bar on every page: the app's name, the builder's entry points, and the account. */
export async function SiteNav() {
  const tr = await getTranslator();
  const account = await signedIn();
  const link = "rounded-md px-2.5 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-200/70 dark:text-stone-300 dark:hover:bg-stone-800";
  return (
    <nav aria-label={tr.t("ui.nav.label")} className="border-b border-stone-200 bg-white/80 dark:border-stone-800 dark:bg-stone-900/60 print:hidden">
      <div className="mx-auto flex max-w-[100rem] flex-wrap items-center justify-end gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link href="/" className="me-auto text-sm font-bold uppercase tracking-[0.2em] text-amber-700 dark:text-amber-400">
          {tr.t("app.name")}
        </Link>
        <Link href="/game-data" className={link} data-testid="nav-game-data">
          {tr.t("nav.gameData")}
        </Link>
        <Link href="/rosters" className={link} data-testid="nav-my-rosters">
          {tr.t("nav.myRosters")}
        </Link>
        {account ? (
          <Link href="/events" className={link} data-testid="nav-events">
            {tr.t("nav.events")}
          </Link>
        ) : null}
        <Link href={account ? "/account" : "/account/sign-in"} className={link} data-testid={account ? "nav-account" : "nav-sign-in"}>
          {tr.t(account ? "nav.account" : "nav.signIn")}
        </Link>
        <Link href="/rosters/new" className={`${link} bg-amber-700 text-white hover:bg-amber-800 dark:bg-amber-700 dark:text-white dark:hover:bg-amber-800`} data-testid="nav-new-roster">
          {tr.t("nav.newRoster")}
        </Link>
        <LocaleSwitcher />
      </div>
    </nav>
  );
}
