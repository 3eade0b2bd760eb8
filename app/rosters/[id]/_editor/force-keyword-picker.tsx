"use client";
/**
 * A detachment's angle-bracket keywords (its <CHAPTER>): picked once from the values the army
 * book lists, or typed as a name of the player's own when the player says so. Units inherit it.
 */
import { useId, useState } from "react";
import type { Force } from "@/lib/gamedata/roster-schema";
import { chooseForceKeyword, forcePlaceholders } from "@/lib/client/editor/editor-ops";
import { useTranslator } from "@/lib/client/use-translator";
import { useEditor } from "./editor-context";

const CUSTOM = "\u0000custom";

export function ForceKeywordPicker({ force }: { force: Force }) {
  const { editor } = useEditor();
  const keywords = forcePlaceholders(editor.index, editor.roster, force.id);
  if (keywords.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="force-keywords">
      {keywords.map((keyword) => (
        <ForceKeywordField key={keyword} force={force} keyword={keyword} />
      ))}
    </div>
  );
}

function ForceKeywordField({ force, keyword }: { force: Force; keyword: string }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const selectId = useId();
  const inputId = useId();
  const known = editor.catalogue.keywordValues?.[keyword];
  const own = force.keywordChoices?.[keyword] ?? "";
  // A detachment whose units all name the same value (rosters from before detachments chose) shows it as chosen.
  const unitValues = new Set(force.selections.map((u) => u.keywordChoices?.[keyword]?.trim().toUpperCase()).filter(Boolean));
  const chosen = own || (unitValues.size === 1 ? [...unitValues][0]! : "");
  const missing = editor.evaluation.issues.some((i) => i.code === "force.keyword-unchosen" && i.path[0] === force.id && i.params.keyword === keyword);
  const isKnown = !!known?.values.some((v) => v.toUpperCase() === chosen.toUpperCase());
  const [customOpen, setCustomOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const showCustom = !known || customOpen || (chosen !== "" && !isKnown);
  const commitCustom = () => {
    if (draft !== null && draft.trim().toUpperCase() !== chosen) editor.apply((r) => chooseForceKeyword(r, force.id, keyword, draft, !!known));
    setDraft(null);
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      {known ? (
        <>
          <label htmlFor={selectId} className="text-sm font-medium">
            {tr.t("force.keyword", { keyword })}
          </label>
          <select
            id={selectId}
            data-testid="force-keyword-select"
            value={showCustom ? CUSTOM : chosen.toUpperCase()}
            aria-invalid={missing ? true : undefined}
            onChange={(e) => {
              const value = e.target.value;
              if (value === CUSTOM) {
                setCustomOpen(true);
                return;
              }
              setCustomOpen(false);
              editor.apply((r) => chooseForceKeyword(r, force.id, keyword, value));
            }}
            className={`h-8 rounded-md border bg-white px-2 text-sm dark:bg-stone-900 ${missing ? "border-red-600 dark:border-red-500" : "border-stone-500"}`}
          >
            <option value="">{tr.t("force.keywordChoose")}</option>
            {known.values.map((value) => (
              <option key={value} value={value.toUpperCase()}>
                {value}
              </option>
            ))}
            {known.custom ? <option value={CUSTOM}>{tr.t("force.keywordCustom")}</option> : null}
          </select>
        </>
      ) : null}
      {showCustom ? (
        <>
          <label htmlFor={inputId} className={known ? "sr-only" : "text-sm font-medium"}>
            {tr.t(known ? "force.keywordCustomName" : "force.keyword", { keyword })}
          </label>
          <input
            id={inputId}
            data-testid="force-keyword-custom"
            value={draft ?? (isKnown ? "" : chosen)}
            placeholder={known ? tr.t("force.keywordCustomPlaceholder") : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitCustom}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commitCustom();
              }
            }}
            className="h-8 min-w-[9rem] rounded-md border border-stone-500 bg-white px-2 text-sm uppercase dark:bg-stone-900"
          />
        </>
      ) : null}
    </span>
  );
}
