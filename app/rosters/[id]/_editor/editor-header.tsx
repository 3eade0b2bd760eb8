"use client";
/** The shell's header on a Muster roster: its game, faction, ruleset and size, its hidden items. */
import { useParams } from "next/navigation";
import { useCallback } from "react";
import { useTranslator } from "@/lib/client/use-translator";
import { hiddenCategoryIds } from "@/lib/exchange/roster-view";
import { gameWords } from "@/lib/i18n/game-words";
import { shippedOprGameSystems } from "@/lib/opr/shipped-game-systems";
import { listConcealedItems } from "../_exchange/concealed-items";
import { useEditor } from "./editor-context";
import { formatCosts } from "./format-costs";
import { RosterShellHeader } from "./roster-shell-header";
import { SizeControl } from "./size-control";

export function EditorHeader({ onPrint }: { onPrint: () => void }) {
  const tr = useTranslator();
  const { editor, view } = useEditor();
  const { roster, system, catalogue, index } = editor;
  // The document has no id of its own; the editor's address carries the record's.
  const rosterId = String(useParams<{ id: string }>().id ?? "");
  const ruleset = system.rulesets.find((r) => r.id === roster.rulesetId);
  const concealable = useCallback(
    () => (hiddenCategoryIds(system, roster.rulesetId).length > 0 ? listConcealedItems(roster, system, index) : undefined),
    [roster, system, index],
  );
  return (
    <RosterShellHeader
      rosterId={rosterId}
      name={roster.name}
      rename={(name) => editor.apply((r) => ({ ...r, name }))}
      summary={tr.t("editor.summary", { system: system.name, faction: catalogue.name, ruleset: ruleset ? gameWords(tr, system).ruleset(ruleset) : roster.rulesetId })}
      notes={roster.notes}
      exchange={{ armyForge: shippedOprGameSystems().gameSystems.some((entry) => entry.musterSystemId === system.id), compareMine: rosterId, concealable }}
      history={{
        autosave: { version: editor.autosave.state.version, saved: editor.autosave.state.status === "saved" },
        describeTotals: (totals) => formatCosts(tr, system, totals),
        words: gameWords(tr, system),
        versionPages: true,
        onRestored: (record) => record.format === "muster" && editor.reset(record),
        announce: view.announce,
      }}
      onPrint={onPrint}
    >
      <SizeControl />
    </RosterShellHeader>
  );
}
