"use client";

import { useEffect, useState } from "react";
import type { Engine } from "@/lib/battlescribe/engine/engine";
import { createEngine } from "@/lib/battlescribe/engine/engine";
import { openRosterFile, type OpenedRoster } from "@/lib/battlescribe/ros/open-roster-file";
import { useTranslator } from "@/lib/client/use-translator";
import { fetchGameData } from "./fetch-game-data";
import { fetchStoredRoster, type StoredRoster } from "./roster-api";

export type LoadedEngine = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; engine: Engine };

/**
 * Loads the data set into a fresh engine and, given a stored roster, opens it on that engine.
 * `setLoaded` swaps the engine (a .ros opened from a file); `setStored` follows the saves.
 */
export function useBuilderEngine(packageId: string, rosterId: string | undefined) {
  const tr = useTranslator();
  const [loaded, setLoaded] = useState<LoadedEngine>({ kind: "loading" });
  const [stored, setStored] = useState<StoredRoster | undefined>();
  const [openedNotes, setOpenedNotes] = useState<OpenedRoster | undefined>();

  useEffect(() => {
    let cancelled = false;
    fetchGameData(tr, packageId)
      .then(async (data) => {
        let engine = createEngine(data);
        if (rosterId) {
          const record = await fetchStoredRoster(tr, rosterId);
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
  }, [packageId, rosterId, tr]);

  return { loaded, setLoaded, stored, setStored, openedNotes };
}
