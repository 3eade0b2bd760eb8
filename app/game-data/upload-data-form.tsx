"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { useTranslator } from "@/lib/client/use-translator";

type Status = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "reading" } | { kind: "done"; text: string } | { kind: "failed"; text: string };

type Installed = { name: string; revision: number; previousRevision?: number; files: unknown[]; systems?: { name: string }[] };

/** What /api/army-books answers: the army books installed for this browser. */
type InstalledBooks = { books?: { name: string }[] };

/**
 * Sends the chosen files (or a folder's) in one multipart request: BattleScribe data to
 * /api/game-data, Army Forge army books (and common rules) to /api/army-books, both for this
 * browser. XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function UploadDataForm() {
  const tr = useTranslator();
  const router = useRouter();
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // The message and the refreshed list of installed systems are shown together: until the list
  // has come back, the form still says it is reading the files.
  const [refreshing, startRefresh] = useTransition();

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    const chosen = [...(files.current?.files ?? []), ...(folder.current?.files ?? [])];
    if (chosen.length === 0) {
      setStatus({ kind: "failed", text: tr.t("gameData.upload.none") });
      return;
    }
    // Loaded on submit: it reads books with their schema, and Zod need not be in the page's first load.
    const { findArmyBookFiles } = await import("./find-army-book-files");
    const armyBooks = await findArmyBookFiles(chosen);
    if (armyBooks.length > 0 && armyBooks.length < chosen.length) {
      setStatus({ kind: "failed", text: tr.t("armyBooks.upload.mixed", { names: armyBooks.join(", ") }) });
      return;
    }
    const books = armyBooks.length > 0;
    const body = new FormData();
    for (const file of chosen) body.append("files", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", books ? "/api/army-books" : "/api/game-data");
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setStatus({ kind: "uploading", percent: Math.round((e.loaded / e.total) * 100) });
    };
    request.upload.onload = () => setStatus({ kind: "reading" });
    request.onerror = () => setStatus({ kind: "failed", text: tr.t("gameData.upload.failed", { message: tr.t("ui.error.network") }) });
    request.onload = () => {
      let body: { error?: { message: string } } & Partial<Installed> & InstalledBooks = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: fall through to the generic message.
      }
      if (request.status === 201 && books && body.books) {
        const text = tr.t("armyBooks.upload.done", { names: body.books.map((b) => b.name).join(", ") });
        startRefresh(() => {
          setStatus({ kind: "done", text });
          router.refresh();
        });
      } else if (request.status === 201 && body.name) {
        const params = { name: body.name, revision: body.revision ?? 0, files: body.files?.length ?? 0, previous: body.previousRevision ?? 0 };
        // A repository may hold several game systems; each was installed.
        const systems = body.systems ?? [];
        const text =
          systems.length > 1
            ? tr.t("gameData.upload.several", { count: systems.length, names: systems.map((s) => s.name).join(", ") })
            : tr.t(body.previousRevision !== undefined ? "gameData.upload.replaced" : "gameData.upload.done", params);
        startRefresh(() => {
          setStatus({ kind: "done", text });
          router.refresh();
        });
      } else {
        setStatus({ kind: "failed", text: tr.t("gameData.upload.failed", { message: body.error?.message ?? tr.t("ui.error.network") }) });
      }
    };
    setStatus({ kind: "uploading", percent: 0 });
    request.send(body);
  }

  const busy = status.kind === "uploading" || status.kind === "reading" || refreshing;
  const input = "mt-1 block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-stone-200 file:px-3 file:py-1.5 file:font-medium dark:file:bg-stone-700";
  return (
    <form onSubmit={upload} className="mt-6 rounded-lg border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900" data-testid="upload-data-form">
      <fieldset disabled={busy}>
        <legend className="text-lg font-semibold">{tr.t("gameData.upload.legend")}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-medium">
            {tr.t("gameData.upload.files")}
            <input ref={files} type="file" name="files" multiple accept=".gst,.cat,.gstz,.catz,.json,.zip" className={input} data-testid="upload-files" />
          </label>
          <label className="text-sm font-medium">
            {tr.t("gameData.upload.folder")}
            {/* @ts-expect-error webkitdirectory is not in React's types but every browser supports it */}
            <input ref={folder} type="file" name="folder" webkitdirectory="" className={input} data-testid="upload-folder" />
          </label>
        </div>
        <button type="submit" className="mt-4 rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60">
          {tr.t("gameData.upload.submit")}
        </button>
      </fieldset>
      <div aria-live="polite" className="mt-3 text-sm" data-testid="upload-status">
        {status.kind === "uploading" && (
          <>
            <progress max={100} value={status.percent} className="w-full" aria-label={tr.t("gameData.upload.progress", { percent: status.percent })} />
            <span>{tr.t("gameData.upload.progress", { percent: status.percent })}</span>
          </>
        )}
        {status.kind === "reading" && <span>{tr.t("gameData.upload.reading")}</span>}
        {status.kind === "done" && <span className="text-green-800 dark:text-green-300">{status.text}</span>}
        {status.kind === "failed" && <span role="alert" className="text-red-800 dark:text-red-300">{status.text}</span>}
      </div>
    </form>
  );
}
