"use client";
/**
 * A wizard's Path and spells, as The 9th Age's magic selection allows them: only the spells its
 * level may know are offered (an Apprentice: spell 1 and the Hereditary spell), and once it knows
 * as many as its level allows, every other spell is refused with the reason.
 */
import { useId } from "react";
import type { Slot } from "@/lib/engine";
import type { Selection } from "@/lib/gamedata/roster-schema";
import { offerSpells, withPath, type SpellChoice } from "@/lib/client/editor/spell-offer";
import { describeBlock, useTranslator } from "@/lib/client/use-translator";
import { patchSelection, toggleSpell } from "@/lib/roster/roster-ops";
import { BlockedReason } from "./blocked-reason";
import { useEditor } from "./editor-context";

export function SpellPicker({ unit, slot }: { unit: Selection; slot: Slot }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const pathId = useId();
  const offer = offerSpells(editor.index, editor.system, editor.catalogue, editor.roster, slot, unit);
  if (!offer) return null;
  return (
    <fieldset className="mt-3 rounded-md border border-violet-200 px-3 py-2 dark:border-violet-900" data-testid="spell-picker">
      <legend className="px-1 text-sm font-semibold">{tr.t("spells.title")}</legend>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        {tr.t("spells.level", { level: offer.levelName, max: offer.max, maxNumber: offer.maxSpellNumber })}
      </p>
      {offer.paths.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={pathId} className="text-sm font-medium">
            {tr.t("spells.path")}
          </label>
          <select
            id={pathId}
            data-testid="path-select"
            className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-900"
            value={unit.path ?? ""}
            onChange={(e) => editor.apply((r) => patchSelection(r, unit.id, withPath(unit, e.target.value || undefined, editor.catalogue)))}
          >
            <option value="">{tr.t("spells.choosePath")}</option>
            {offer.paths.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="mt-2 text-sm font-medium" data-testid="spells-known" aria-live="polite">
        {tr.t("spells.known", { known: offer.known, max: offer.max })}
      </p>
      {!offer.path && offer.paths.length > 0 ? <p className="text-xs text-stone-600 dark:text-stone-400">{tr.t("spells.noPath")}</p> : null}
      <ul className="mt-1 space-y-0.5">
        {offer.spells.map((choice) => (
          <SpellRow key={choice.spell.id} unit={unit} choice={choice} offeredFor={offer.maxSpellNumber} />
        ))}
      </ul>
    </fieldset>
  );
}

function SpellRow({ unit, choice, offeredFor }: { unit: Selection; choice: SpellChoice; offeredFor: number }) {
  const tr = useTranslator();
  const { editor } = useEditor();
  const inputId = useId();
  const reasonId = useId();
  const illegal = choice.chosen && !choice.hereditary && (choice.spell.number ?? 0) > offeredFor;
  const reason = choice.blocked ? describeBlock(tr, choice.blocked) : illegal ? tr.t("spells.invalid") : undefined;
  const { spell } = choice;
  return (
    <li className="group relative flex items-start gap-2 text-sm" data-testid="spell" data-spell-id={spell.id}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-violet-700 aria-disabled:cursor-not-allowed"
        checked={choice.chosen}
        aria-disabled={Boolean(choice.blocked)}
        aria-describedby={reason ? reasonId : undefined}
        onClick={(e) => {
          if (choice.blocked) e.preventDefault();
        }}
        onChange={() => {
          if (choice.blocked) return;
          editor.apply((r) => toggleSpell(r, unit.id, spell.id));
        }}
      />
      <label htmlFor={inputId} className={`min-w-0 flex-1 ${choice.blocked ? "text-stone-400 dark:text-stone-400" : ""}`}>
        {choice.hereditary ? (
          <span className="me-1 rounded bg-violet-100 px-1 text-xs font-semibold text-violet-900 dark:bg-violet-900/50 dark:text-violet-200">{tr.t("spells.hereditary")}</span>
        ) : spell.number ? (
          <span className="me-1 tabular-nums text-stone-600 dark:text-stone-400">{tr.t("spells.number", { number: spell.number })}</span>
        ) : null}
        {spell.name}
        {spell.castingValue ? <span className="ms-1 text-xs text-stone-600 dark:text-stone-400">({spell.castingValue})</span> : null}
      </label>
      {reason ? <BlockedReason id={reasonId} text={reason} /> : null}
    </li>
  );
}
