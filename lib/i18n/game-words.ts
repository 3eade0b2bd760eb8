/**
 * A game system's words in the player's language. The game data carries ids and English names;
 * the catalogue (en/game-terms.ts and its translations) has words for the systems Muster ships,
 * keyed by system id and term id. Data without catalogue words (installed BattleScribe or Army
 * Forge data, a game system uploaded later) keeps its own names. Pure: the editor, the exports
 * and the server views share it; the engine never sees a word.
 */
import type { MessageKey } from "./en";
import { issueAmounts } from "./issue-amounts";
import type { Translator } from "./translate";
import type { IssueParams } from "../engine/types";

export type Term = { id: string; name: string };

/** What of a game system its words are looked up by (a GameSystem, a summary of one, or just its id). */
export type SystemTerms = {
  id: string;
  costTypes?: readonly Term[];
  categories?: readonly Term[];
  forceEntries?: readonly Term[];
  rulesets?: readonly { id: string; name: string; battleSizes?: readonly (Term & { limits?: Readonly<Record<string, number>> })[] }[];
};

type Kind = "cost" | "amount" | "category" | "forceEntry" | "ruleset" | "rulesetDescription" | "battleSize" | "profileType" | "characteristic" | "entry";

export type GameWords = {
  /** A cost type's name, for labels ("Points", "Kraftvärde"). */
  costName(type: Term | string): string;
  /** An amount of a cost type: the number written the locale's way and the noun agreeing with it ("21 очко", "2,5 pkt"). */
  amount(type: Term | string, value: number): string;
  category(term: Term): string;
  forceEntry(term: Term): string;
  ruleset(term: Term): string;
  /** A ruleset's description, or the data's own (none when the data has none). */
  rulesetDescription(term: { id: string; description?: string }): string | undefined;
  /** A battle size's name; the words may show its first limit ("Skirmish (750 pts)"). */
  battleSize(term: Term & { limits?: Readonly<Record<string, number>> }): string;
  /** A role the game system itself offers every army (General, Warlord): a shared entry of the system. */
  entry(term: Term): string;
  /** A profile type's name, the title of its table ("Warscroll", "Casting Value" below it). */
  profileType(term: Term): string;
  /** A characteristic of a profile type, a column of its table. */
  characteristic(profileTypeId: string, term: Term): string;
  /** Issue parameters with the game's words: amounts with their nouns, roles and detachments by name. */
  issueParams(code: string, params: IssueParams): IssueParams;
};

/** The catalogue's key for a game's term, when it has words for it (else the data's own name is shown). */
function keyOf(tr: Translator, systemId: string, kind: Kind, termId: string): MessageKey | undefined {
  const key = `game.${systemId}.${kind}.${termId}`;
  return tr.has(key) ? key : undefined;
}

export function gameWords(tr: Translator, system: SystemTerms | string): GameWords {
  const terms: SystemTerms = typeof system === "string" ? { id: system } : system;
  const word = (kind: Kind, term: Term, params?: Record<string, string | number>) => {
    const key = keyOf(tr, terms.id, kind, term.id);
    return key ? tr.t(key, params) : term.name;
  };
  const costType = (type: Term | string): Term =>
    typeof type === "string" ? (terms.costTypes?.find((c) => c.id === type) ?? { id: type, name: type }) : type;
  const amount = (type: Term | string, value: number) => {
    const found = costType(type);
    const key = keyOf(tr, terms.id, "amount", found.id);
    return key ? tr.t(key, { count: value }) : tr.t("cost.amount", { value, unit: found.name });
  };
  const byName = (list: readonly Term[] | undefined, name: unknown) => (typeof name === "string" ? list?.find((t) => t.name === name) : undefined);
  const words: GameWords = {
    costName: (type) => word("cost", costType(type)),
    amount,
    category: (term) => word("category", term),
    forceEntry: (term) => word("forceEntry", term),
    ruleset: (term) => word("ruleset", term),
    rulesetDescription: (term) => (term.description === undefined ? undefined : word("rulesetDescription", { id: term.id, name: term.description })),
    battleSize: (term) => {
      const [typeId, limit] = Object.entries(term.limits ?? {})[0] ?? [];
      return word("battleSize", term, typeId === undefined || limit === undefined ? { limit: "" } : { limit: amount(typeId, limit) });
    },
    entry: (term) => word("entry", term),
    profileType: (term) => word("profileType", term),
    characteristic: (profileTypeId, term) => word("characteristic", { id: `${profileTypeId}.${term.id}`, name: term.name }),
    issueParams: (code, params) => {
      const out: IssueParams = { ...issueAmounts(code, params, amount) };
      // Roles and detachments reach issues by name (the engine's words are the data's); the page shows its own.
      const category = terms.categories?.find((c) => c.id === params.subjectId) ?? byName(terms.categories, params.subject);
      if (category && typeof params.subject === "string") out.subject = words.category(category);
      const force = terms.forceEntries?.find((f) => f.id === params.forceEntryId && f.name === params.forceName) ?? byName(terms.forceEntries, params.forceName);
      if (force) out.forceName = words.forceEntry(force);
      const sizes = terms.rulesets?.flatMap((r) => r.battleSizes ?? []);
      const size = byName(sizes, params.battleSize);
      if (size) out.battleSize = words.battleSize(size);
      const field = typeof params.field === "string" ? params.field.replace(/^limit:/, "") : undefined;
      if (field && typeof params.fieldName === "string" && terms.costTypes?.some((c) => c.id === field)) out.fieldName = words.costName(field);
      return out;
    },
  };
  return words;
}

/** The translator with a game's words: its issues name roles, detachments and amounts as the catalogue does. */
export function withGameWords(tr: Translator, system: SystemTerms | string): Translator {
  const words = gameWords(tr, system);
  return { ...tr, issue: (code, params) => tr.issue(code, words.issueParams(code, params)) };
}
