"use client";
/** A unit card's own name field and its "move to" choice, shared by the roster editor and the BattleScribe builder. */
import { useId } from "react";
import { useTranslator } from "@/lib/client/use-translator";

/** The player's name for a unit; an empty field is no name (undefined), saved when the field is left or on Enter. */
export function CustomNameField({ value, onRename, testId, showLabel = true }: { value: string | undefined; onRename: (name: string | undefined) => void; testId?: string; showLabel?: boolean }) {
  const tr = useTranslator();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={showLabel ? "text-xs font-medium text-stone-600 dark:text-stone-400" : "sr-only"}>
        {tr.t("unit.customName")}
      </label>
      <input
        id={id}
        // A new name from elsewhere (undo, another tab, a file) replaces what the field shows.
        key={value ?? ""}
        defaultValue={value ?? ""}
        placeholder={tr.t("unit.customNamePlaceholder")}
        maxLength={200}
        data-testid={testId}
        onBlur={(e) => {
          const name = e.target.value.trim() || undefined;
          if (name !== value) onRename(name);
        }}
        onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
        className="h-8 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-900"
      />
    </>
  );
}

/** Where a unit may move: nothing shown when there is nowhere to go. */
export function MoveToSelect({ targets, chooseLabel, onMove, testId }: { targets: { id: string; name: string }[]; chooseLabel: string; onMove: (forceId: string) => void; testId: string }) {
  const tr = useTranslator();
  const id = useId();
  if (targets.length === 0) return null;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {tr.t("unit.moveTo")}
      </label>
      <select id={id} data-testid={testId} className="h-7 rounded-md border border-stone-300 bg-white px-1 text-xs dark:border-stone-700 dark:bg-stone-900" value="" onChange={(e) => e.target.value && onMove(e.target.value)}>
        <option value="">{chooseLabel}</option>
        {targets.map((target) => (
          <option key={target.id} value={target.id}>
            {target.name}
          </option>
        ))}
      </select>
    </>
  );
}
