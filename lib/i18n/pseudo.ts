/**
 * The pseudo-locale: English with every message marked ⟦…⟧, so that a page read in it shows at
 * a glance (and to the e2e check) any words that did not come from the catalogue. Only a server
 * started with MUSTER_PSEUDO_LOCALE=on offers it, to a browser with the muster-pseudo=1 cookie.
 */
import type { Catalogue } from "./catalogues";

export const PSEUDO_COOKIE = "muster-pseudo";
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

function mark<T extends Record<string, string>>(messages: T): T {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`])) as T;
}

export function pseudoCatalogue(english: Catalogue): Catalogue {
  return { messages: mark(english.messages), issues: mark(english.issues) };
}

/** Text with every marked message taken out (innermost first: a message can hold another). */
export function withoutMarkedMessages(text: string): string {
  let rest = text;
  for (;;) {
    const next = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
    if (next === rest) return rest;
    rest = next;
  }
}
