"use client";
/**
 * The BattleScribe roster editor, loaded when a roster on BattleScribe data is opened: its
 * engine, XML reader and zip code stay out of the first load of every other page.
 */
import dynamic from "next/dynamic";
import { useTranslator } from "@/lib/client/use-translator";

function Loading() {
  const tr = useTranslator();
  return <p className="mt-6" aria-live="polite">{tr.t("bs.loading")}</p>;
}

export const BsRosterEditorLoader = dynamic(() => import("./bs-roster-editor").then((m) => m.BsRosterEditor), { ssr: false, loading: Loading });
