"use client";
/** The roster's size: a battle size of the ruleset, or a limit of the player's own where the ruleset allows it. */
import { useId, useState } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";
import { useEditor } from "./editor-context";

const CUSTOM = "__custom";

export function SizeControl() {
  const tr = useTranslator();
  const { editor } = useEditor();
  const { roster, system } = editor;
  const sizeId = useId();
  const limitId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const ruleset = system.rulesets.find((r) => r.id === roster.rulesetId);
  const sizes = ruleset?.battleSizes ?? [];
  const limitType = system.costTypes.find((c) => !c.hidden && (roster.limits[c.id] !== undefined || editor.evaluation.limits[c.id] !== undefined)) ?? system.costTypes[0];
  if (!ruleset || (sizes.length === 0 && !ruleset.customLimits) || !limitType) return null;
  const current = roster.battleSizeId ?? CUSTOM;
  const limit = roster.limits[limitType.id];
  const commitLimit = () => {
    const n = Number(draft);
    if (draft !== null && Number.isFinite(n) && n >= 0) {
      editor.apply((r) => ({ ...r, limits: draft === "" ? {} : { ...r.limits, [limitType.id]: Math.round(n) } }));
    }
    setDraft(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {sizes.length > 0 ? (
        <>
          <label htmlFor={sizeId} className="font-medium">
            {tr.t("new.size")}
          </label>
          <select
            id={sizeId}
            data-testid="size-select"
            value={current}
            onChange={(e) => {
              const value = e.target.value;
              editor.apply((r) => {
                if (value === CUSTOM) {
                  const { battleSizeId: _dropped, ...rest } = r;
                  return { ...rest, limits: { ...(sizes.find((s) => s.id === r.battleSizeId)?.limits ?? {}), ...r.limits } };
                }
                const size = sizes.find((s) => s.id === value);
                return { ...r, battleSizeId: value, limits: { ...(size?.limits ?? {}) } };
              });
            }}
            className="h-8 rounded-md border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-900"
          >
            {sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {gameWords(tr, system).battleSize(s)}
              </option>
            ))}
            {ruleset.customLimits ? <option value={CUSTOM}>{tr.t("new.customLimit")}</option> : null}
          </select>
        </>
      ) : null}
      {ruleset.customLimits && current === CUSTOM ? (
        <>
          <label htmlFor={limitId} className="font-medium">
            {tr.t("new.limitFor", { costType: gameWords(tr, system).costName(limitType) })}
          </label>
          <input
            id={limitId}
            type="number"
            min={0}
            inputMode="numeric"
            data-testid="limit-input"
            value={draft ?? (limit === undefined ? "" : String(limit))}
            placeholder={tr.t("new.noLimit")}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitLimit}
            onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
            className="h-8 w-24 rounded-md border border-stone-300 bg-white px-2 tabular-nums dark:border-stone-700 dark:bg-stone-900"
          />
        </>
      ) : null}
    </div>
  );
}
