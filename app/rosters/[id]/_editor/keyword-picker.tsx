"use client";
/**
 * Angle-bracket keywords (<CHAPTER>) of one unit. A unit inherits its detachment's; a value typed
 * here is the unit's own (offered from the army book's list and the rest of the roster).
 */
import { useId, useState } from "react";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { chooseKeyword, chooseKeywordForAll } from "@/lib/client/editor/editor-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";

export function KeywordPicker({ unit, placeholders, suggestions }: { unit: Selection; placeholders: string[]; suggestions: Map<string, string[]> }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  if (placeholders.length === 0) return null;
  const force = editor.roster.forces.find((f) => f.selections.some((s) => s.id === unit.id));
  return (
    <fieldset className="mt-3">
      <legend className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("keywords.title")}</legend>
      {placeholders.map((keyword) => (
        <KeywordField
          key={keyword}
          unit={unit}
          keyword={keyword}
          inherited={force?.keywordChoices?.[keyword]?.trim() ?? ""}
          suggestions={[...new Set([...(suggestions.get(keyword) ?? []), ...(editor.catalogue.keywordValues?.[keyword]?.values ?? [])])]}
        />
      ))}
    </fieldset>
  );
}

function KeywordField({ unit, keyword, inherited, suggestions }: { unit: Selection; keyword: string; inherited: string; suggestions: string[] }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const inputId = useId();
  const listId = useId();
  const inheritedId = useId();
  const chosen = unit.keywordChoices?.[keyword] ?? "";
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? chosen;
  const commit = () => {
    if (draft !== null && draft.trim().toUpperCase() !== chosen) editor.apply((r) => chooseKeyword(r, unit.id, keyword, draft));
    setDraft(null);
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {tr.t("keywords.choose", { keyword })}
      </label>
      <input
        id={inputId}
        list={listId}
        data-testid="keyword-input"
        value={value}
        aria-describedby={!chosen && inherited ? inheritedId : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
        className={`h-8 min-w-[9rem] flex-1 rounded-md border bg-white px-2 text-sm uppercase dark:bg-stone-900 ${chosen || inherited ? "border-stone-500" : "border-red-600 dark:border-red-500"}`}
      />
      {!chosen && inherited ? (
        <span id={inheritedId} className="text-xs text-stone-700 dark:text-stone-300" data-testid="keyword-inherited">
          {tr.t("keywords.inherited", { value: inherited })}
        </span>
      ) : null}
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {chosen ? (
        <button
          type="button"
          className="text-xs font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300"
          onClick={() => editor.apply((r) => chooseKeywordForAll(editor.index, r, keyword, chosen))}
        >
          {tr.t("keywords.applyAll")}
        </button>
      ) : null}
    </div>
  );
}
