"use client";

import { useCallback, useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { useTranslator } from "@/lib/client/use-translator";
import { BuilderBody } from "./builder-body";
import { OpenRoster } from "./open-roster";
import { SaveRoster } from "./save-roster";
import { useBuilderEngine } from "./use-builder-engine";
import type { GameDataView } from "./fetch-game-data";
import { useSnapshotUndo } from "./use-snapshot-undo";

/**
 * A roster built on installed BattleScribe data, evaluated in the browser by the same engine
 * the server and the conformance adapter use: every click re-evaluates at once.
 */
export function BattleScribeBuilder({ packageId, rosterId, dataView }: { packageId: string; rosterId?: string; dataView?: GameDataView }) {
  const tr = useTranslator();
  const { loaded, setLoaded, stored, setStored, openedNotes } = useBuilderEngine(packageId, rosterId, dataView);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((engine: Engine) => setLoaded({ kind: "ready", engine }), [setLoaded]);
  const history = useSnapshotUndo(loaded.kind === "ready" ? loaded.engine : undefined, replace, changed);

  if (loaded.kind === "loading") return <p className="mt-6" aria-live="polite">{tr.t("bs.loading")}</p>;
  if (loaded.kind === "failed") return <p role="alert" className="mt-6 text-red-800 dark:text-red-300">{tr.t("bs.loadFailed", { message: loaded.message })}</p>;
  return (
    <>
      <OpenRoster
        engine={loaded.engine}
        initial={openedNotes}
        opened={(engine) => {
          history.restart();
          replace(engine);
        }}
      />
      <SaveRoster engine={loaded.engine} stored={stored} saved={setStored} version={version} />
      <BuilderBody engine={loaded.engine} history={history} version={version} />
    </>
  );
}
