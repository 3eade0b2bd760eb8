"use client";
/** The full warscroll/datasheet of a unit in a side panel: profiles as tables, wargear, rules, keywords. */
import { useEffect, useMemo, useRef } from "react";
import { describeDatasheet } from "@/lib/client/editor/datasheet";
import { useTranslator } from "@/lib/client/use-translator";
import { createSelection } from "@/lib/roster/create-selection";
import { unitKeywordChoices } from "@/lib/roster/keyword-choices";
import { combinedFactor } from "@/lib/roster/loadout";
import { findSelection } from "@/lib/roster/roster-ops";
import { useEditor, type DatasheetTarget } from "./editor-context";
import { formatCosts } from "./format-costs";
import { gameWords } from "@/lib/i18n/game-words";

export function DatasheetPanel({ target, onClose }: { target: DatasheetTarget; onClose: () => void }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const { index, roster, evaluation } = editor;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sheet = useMemo(() => {
    if ("unitId" in target) {
      const found = findSelection(roster, target.unitId);
      const unit = found?.selection;
      const slot = unit ? index.roots.slots.get(unit.entryId) : undefined;
      // The card shows the Chapter the unit has, its own or its detachment's.
      const times = unit?.combined ? combinedFactor(index.system, roster.rulesetId) : 1;
      return unit && slot ? describeDatasheet(index, slot, { ...unit, keywordChoices: unitKeywordChoices(found.force, unit) }, evaluation.totals.selections[unit.id], times) : undefined;
    }
    const slot = index.roots.slots.get(target.entryId);
    if (!slot) return undefined;
    let n = 0;
    const preview = createSelection(index, slot, () => `preview-${++n}`);
    return describeDatasheet(index, slot, preview, undefined);
  }, [target, roster, index, evaluation]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    headingRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  if (!sheet) return null;
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby="datasheet-title"
      data-testid="datasheet"
      className="fixed inset-0 z-40 overflow-y-auto bg-white p-4 shadow-2xl sm:inset-y-0 sm:start-auto sm:end-0 sm:w-[min(36rem,100vw)] sm:border-s sm:border-stone-200 dark:bg-stone-900 dark:sm:border-stone-800 print:hidden"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">{tr.t("datasheet.title")}</p>
          <h2 id="datasheet-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold leading-tight">
            {sheet.name}
          </h2>
          {sheet.name !== sheet.entryName ? <p className="text-sm text-stone-600 dark:text-stone-400">{sheet.entryName}</p> : null}
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {new Intl.ListFormat(tr.locale, { type: "unit", style: "narrow" }).format(sheet.categoryIds.map((id, i) => gameWords(tr, editor.system).category({ id, name: sheet.categoryNames[i] ?? id })))}
            {Object.keys(sheet.costs).length ? ` · ${formatCosts(tr, editor.system, sheet.costs)}` : ""}
          </p>
        </div>
        <button type="button" onClick={onClose} className="rounded-md border border-stone-300 px-3 py-1 text-sm font-medium dark:border-stone-700" aria-label={tr.t("datasheet.close")}>
          {tr.t("ui.close")}
        </button>
      </div>
      {sheet.description ? <p className="mt-3 text-sm leading-relaxed">{sheet.description}</p> : null}
      {sheet.tables.map((table) => (
        <div key={table.typeId} className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-sm" data-testid="profile-table">
            <caption className="mb-1 text-start text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{gameWords(tr, editor.system).profileType({ id: table.typeId, name: table.typeName })}</caption>
            <thead>
              <tr className="border-b border-stone-300 dark:border-stone-700">
                <th scope="col" className="py-1 pe-2 text-start font-semibold">
                  {tr.t("datasheet.name")}
                </th>
                {table.columns.map((c) => (
                  <th key={c.id} scope="col" className="px-1.5 py-1 text-center font-semibold">
                    {gameWords(tr, editor.system).characteristic(table.typeId, c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={`${row.name}-${i}`} className="border-b border-stone-100 dark:border-stone-800">
                  <th scope="row" className="py-1 pe-2 text-start font-medium">
                    {row.name}
                  </th>
                  {row.values.map((v, j) => (
                    <td key={j} className="px-1.5 py-1 text-center tabular-nums">
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {sheet.wargear.length > 0 ? (
        <section className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("datasheet.wargear")}</h3>
          <p className="mt-1 text-sm">{sheet.wargear.map((w) => (w.number > 1 ? `${w.number}× ${w.name}` : w.name)).join(", ")}</p>
        </section>
      ) : null}
      {sheet.rules.length > 0 ? (
        <section className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("datasheet.rules")}</h3>
          <dl className="mt-1 space-y-2 text-sm">
            {sheet.rules.map((rule) => (
              <div key={rule.id}>
                <dt className="font-semibold">{rule.name}</dt>
                <dd className="leading-relaxed text-stone-700 dark:text-stone-300">{rule.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {sheet.spells.length > 0 ? (
        <section className="mt-4" data-testid="datasheet-spells">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("datasheet.spells")}</h3>
          <dl className="mt-1 space-y-2 text-sm">
            {sheet.spells.map((spell) => (
              <div key={spell.id}>
                <dt className="font-semibold">
                  {spell.name}
                  {spell.castingValue ? <span className="font-normal text-stone-600 dark:text-stone-400">{` (${spell.castingValue})`}</span> : null}
                </dt>
                <dd className="leading-relaxed text-stone-700 dark:text-stone-300">{spell.effect}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {sheet.factionKeywords.length > 0 ? (
        <p className="mt-4 text-sm">
          <span className="font-semibold">{tr.t("datasheet.factionKeywords")}: </span>
          {sheet.factionKeywords.join(", ")}
        </p>
      ) : null}
      {sheet.keywords.length > 0 ? (
        <p className="mt-1 text-sm">
          <span className="font-semibold">{tr.t("datasheet.keywords")}: </span>
          {sheet.keywords.join(", ")}
        </p>
      ) : null}
    </aside>
  );
}
