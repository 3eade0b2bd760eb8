"use client";

import { useEffect, useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { openRosterFile, type OpenedRoster } from "@/lib/battlescribe/ros/open-roster-file";
import { useTranslator } from "@/lib/client/use-translator";
import { fetchGameData, type GameDataView } from "./fetch-game-data";
import { fetchStoredRoster, type StoredRoster } from "./roster-api";

export type LoadedEngine = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; engine: Engine };

/**
 * Loads the data set into a fresh engine and, given a stored roster, opens it on that engine.
 * `setLoaded` swaps the engine (a .ros opened from a file); `setStored` follows the saves.
 */
export function useBuilderEngine(packageId: string, rosterId: string | undefined, view?: GameDataView) {
  const tr = useTranslator();
  const [loaded, setLoaded] = useState<LoadedEngine>({ kind: "loading" });
  const [stored, setStored] = useState<StoredRoster | undefined>();
  const [openedNotes, setOpenedNotes] = useState<OpenedRoster | undefined>();

  // The view's two strings, not the object, decide when to load again (a new object each render).
  const viewer = view?.viewer;
  const revision = view?.revision;

  useEffect(() => {
    let cancelled = false;
    const known = viewer !== undefined && revision !== undefined ? { viewer, revision } : undefined;
    // The data (often from the browser's store) and the roster are asked for together.
    Promise.all([fetchGameData(tr, packageId, known), rosterId ? fetchStoredRoster(tr, rosterId) : undefined])
      .then(([data, record]) => {
        let engine = createEngine(data);
        if (record) {
          const opened = openRosterFile(engine, "roster.ros", record.xml);
          engine = opened.engine;
          if (!cancelled) {
            setStored({ id: record.id, version: record.version });
            setOpenedNotes(opened);
          }
        }
        if (!cancelled) setLoaded({ kind: "ready", engine });
      })
      .catch((error: unknown) => !cancelled && setLoaded({ kind: "failed", message: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
    };
  }, [packageId, rosterId, tr, viewer, revision]);

  return { loaded, setLoaded, stored, setStored, openedNotes };
}
