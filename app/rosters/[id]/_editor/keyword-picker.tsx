"use client";
/** Angle-bracket keywords (<CHAPTER>) of one unit: typed once, offered again from the rest of the roster. */
import { useId, useState } from "react";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { chooseKeyword, chooseKeywordForAll } from "@/lib/client/editor/editor-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";

export function KeywordPicker({ unit, placeholders, suggestions }: { unit: Selection; placeholders: string[]; suggestions: Map<string, string[]> }) {
  const tr = useTranslator();
  if (placeholders.length === 0) return null;
  return (
    <fieldset className="mt-3">
      <legend className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("keywords.title")}</legend>
      {placeholders.map((keyword) => (
        <KeywordField key={keyword} unit={unit} keyword={keyword} suggestions={suggestions.get(keyword) ?? []} />
      ))}
    </fieldset>
  );
}

function KeywordField({ unit, keyword, suggestions }: { unit: Selection; keyword: string; suggestions: string[] }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const inputId = useId();
  const listId = useId();
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
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
        className={`h-8 min-w-[9rem] flex-1 rounded-md border bg-white px-2 text-sm uppercase dark:bg-stone-900 ${chosen ? "border-stone-300 dark:border-stone-700" : "border-red-400 dark:border-red-700"}`}
      />
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
