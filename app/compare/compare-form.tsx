"use client";
/**
 * The comparison form and its answer: my roster, theirs by share link or file, then both armies
 * side by side, the facts of the game's comparison rules in words and the cost differences.
 */
import { useId, useState } from "react";
import type { ComparisonView } from "@/lib/exchange/compare-view";
import { useTranslator } from "@/lib/client/use-translator";
import { compareBsRosters, compareRosters, type CompareTheirs } from "@/app/rosters/[id]/_exchange/exchange-api";
import { ComparisonResult } from "./comparison-result";
import { failureText } from "@/lib/client/failure-text";

/** `battlescribe` rosters (ids `bs:…`) are compared with a BattleScribe or New Recruit roster file. */
export type RosterChoice = { id: string; name: string; faction: string; system: string; kind: "muster" | "battlescribe" };

const fieldClass = "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm dark:border-stone-700 dark:bg-stone-900";

/** A .ros is sent as text, a .rosz (zipped) as base64. */
async function bsFile(file: File): Promise<{ fileName: string; text?: string; base64?: string }> {
  if (!file.name.toLowerCase().endsWith(".rosz")) return { fileName: file.name, text: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name, base64: btoa(binary) };
}

export function CompareForm({ rosters, initialMine }: { rosters: RosterChoice[]; initialMine: string }) {
  const tr = useTranslator();
  const id = useId();
  const [mine, setMine] = useState(initialMine);
  const [source, setSource] = useState<"link" | "file">("link");
  const [link, setLink] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; problems: { path: string; message: string }[] } | null>(null);
  const [result, setResult] = useState<ComparisonView | null>(null);
  const onBsData = rosters.find((r) => r.id === mine)?.kind === "battlescribe";
  const from = source;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (from === "file" && !file) return setFailure({ message: tr.t("xui.cmp.needFile"), problems: [] });
    setBusy(true);
    const answer = onBsData ? await compareBsRosters(mine.slice("bs:".length), from === "link" ? { shareLink: link } : { file: await bsFile(file!) }) : await compareRosters(mine, from === "link" ? { shareLink: link } : ({ file: await file!.text() } satisfies CompareTheirs));
    setBusy(false);
    if (!answer.ok) {
      setResult(null);
      return setFailure({ message: tr.t("xui.cmp.failed", { message: failureText(tr, answer.failure) }), problems: answer.failure.problems });
    }
    setResult(answer.value);
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} className="mt-6 grid gap-4 rounded-xl border border-stone-200 p-4 sm:grid-cols-2 dark:border-stone-700" data-testid="compare-form">
        <div>
          <label htmlFor={`${id}-mine`} className="text-sm font-semibold">
            {tr.t("compare.mine")}
          </label>
          <select id={`${id}-mine`} value={mine} onChange={(e) => setMine(e.target.value)} className={fieldClass} data-testid="compare-mine">
            {rosters.map((r) => (
              <option key={r.id} value={r.id}>
                {r.faction ? tr.t("xui.cmp.choice", { name: r.name, system: r.system, faction: r.faction }) : tr.t("xui.cmp.choiceBs", { name: r.name, system: r.system })}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{tr.t("xui.cmp.how")}</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-1">
              <input type="radio" name={`${id}-source`} checked={from === "link"} onChange={() => setSource("link")} data-testid="compare-source-link" />
              {tr.t("compare.fromShare")}
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name={`${id}-source`} checked={from === "file"} onChange={() => setSource("file")} data-testid="compare-source-file" />
              {tr.t("compare.fromFile")}
            </label>
          </div>
          {from === "link" ? (
            <label className="mt-2 block text-sm">
              {tr.t("xui.cmp.linkLabel")}
              <input type="url" required value={link} onChange={(e) => setLink(e.target.value)} className={fieldClass} data-testid="compare-link-input" />
            </label>
          ) : (
            <label className="mt-2 block text-sm">
              {onBsData ? tr.t("xui.cmp.bsFileLabel") : tr.t("xui.cmp.fileLabel")}
              <input type="file" accept={onBsData ? ".ros,.rosz" : ".json,application/json"} onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} className="mt-1 block w-full text-sm" data-testid="compare-file-input" />
            </label>
          )}
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy || !mine} className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60" data-testid="compare-submit">
            {busy ? tr.t("xui.cmp.busy") : tr.t("compare.submit")}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {failure ? (
          <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200" data-testid="compare-failed">
            <p className="font-semibold">{failure.message}</p>
            {failure.problems.length ? (
              <ul className="mt-1 list-disc ps-5">
                {failure.problems.map((p, i) => (
                  <li key={i}>
                    <code>{p.path}</code>: {p.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {result ? <ComparisonResult view={result} /> : null}
      </div>
    </>
  );
}
