"use client";
/**
 * Import a roster file on My rosters: choose it or drop it. The server checks it and always makes
 * a new roster; a refusal is shown here with the server's problems and nothing changes. With no
 * notices the player goes straight to the new roster; with notices they read them first.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import type { ApiFailure } from "@/lib/client/api";
import type { ImportNotice } from "@/lib/exchange/roster-json";
import type { RosterRecord } from "@/lib/schemas/roster-requests";
import { useTranslator } from "@/lib/client/use-translator";
import { importBattleScribeRoster, importRosterFile } from "../[id]/_exchange/exchange-api";
import { describeImportNotice } from "./import-notices";
import { failureText } from "@/lib/client/failure-text";

type State =
  | { kind: "idle" }
  | { kind: "busy"; file: string }
  | { kind: "failed"; file: string; failure: Pick<ApiFailure, "code" | "status" | "message" | "problems"> }
  | { kind: "done"; roster: RosterRecord; notices: ImportNotice[] };

export function ImportRoster() {
  const tr = useTranslator();
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [over, setOver] = useState(false);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: "busy", file: file.name });
    if (/\.rosz?$/i.test(file.name)) return importBattleScribe(file);
    const result = await importRosterFile(await file.text());
    if (input.current) input.current.value = "";
    if (!result.ok) return setState({ kind: "failed", file: file.name, failure: result.failure });
    const { roster, notices } = result.value;
    if (notices.length === 0) return router.push(`/rosters/${encodeURIComponent(roster.id)}`);
    setState({ kind: "done", roster, notices });
  };

  /** BattleScribe and New Recruit rosters are kept as they are, on the installed data they name. */
  const importBattleScribe = async (file: File) => {
    const zipped = /\.rosz$/i.test(file.name);
    const content = zipped ? { base64: await toBase64(file) } : { text: await file.text() };
    const result = await importBattleScribeRoster(file.name, content);
    if (input.current) input.current.value = "";
    if (!result.ok) return setState({ kind: "failed", file: file.name, failure: result.failure });
    router.push(`/rosters/${encodeURIComponent(result.value.id)}`);
  };

  return (
    <section className="mb-6" aria-labelledby={`${inputId}-label`} data-testid="import-roster">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void importFile(e.dataTransfer.files[0]);
        }}
        className={`flex flex-wrap items-center gap-3 rounded-xl border border-dashed p-3 text-sm ${over ? "border-amber-600 bg-amber-50 dark:bg-stone-800" : "border-stone-300 dark:border-stone-700"}`}
        data-testid="import-drop"
      >
        <label
          id={`${inputId}-label`}
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-stone-300 bg-white px-3 py-1.5 font-medium hover:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-600 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
        >
          {tr.t("xui.import.button")}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".json,application/json,.ros,.rosz"
            className="sr-only"
            data-testid="import-file"
            onChange={(e) => void importFile(e.currentTarget.files?.[0])}
          />
        </label>
        <span className="text-stone-600 dark:text-stone-400">{tr.t("xui.import.drop")}</span>
      </div>
      <div aria-live="polite" className="mt-2 text-sm" data-testid="import-status" data-state={state.kind}>
        {state.kind === "busy" ? <p>{tr.t("xui.import.busy", { file: state.file })}</p> : null}
        {state.kind === "failed" ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
            <p className="font-semibold">{tr.t("xui.import.failed", { file: state.file, message: failureText(tr, state.failure) })}</p>
            {state.failure.problems.length ? (
              <ul className="mt-1 list-disc ps-5" data-testid="import-problems">
                {state.failure.problems.map((p, i) => (
                  <li key={i}>
                    <code>{p.path}</code>: {p.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {state.kind === "done" ? (
          <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
            <p className="font-semibold">{tr.t("xui.import.done", { name: state.roster.name })}</p>
            <ul className="mt-1 list-disc ps-5" data-testid="import-notices">
              {state.notices.map((notice, i) => (
                <li key={i}>{describeImportNotice(tr, notice)}</li>
              ))}
            </ul>
            <Link href={`/rosters/${encodeURIComponent(state.roster.id)}`} className="mt-2 inline-block font-semibold underline underline-offset-2" data-testid="import-open">
              {tr.t("xui.import.open")}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
