import Link from "next/link";
import type { RosterSummary } from "@/lib/data-access/rosters";
import type { DataPackageSummary } from "@/lib/data-access/data-packages";
import { getTranslator } from "@/lib/http/request-translator";
import { BuildRosterButton } from "./build-roster-button";

/** What is installed: each game system with its files, their revisions and entry counts. */
export async function DataPackageList({ packages, rosters }: { packages: DataPackageSummary[]; rosters: RosterSummary[] }) {
  const tr = await getTranslator();
  if (packages.length === 0) return <p className="text-stone-600 dark:text-stone-400">{tr.t("gameData.empty")}</p>;
  const cell = "border-b border-stone-200 px-3 py-2 text-start dark:border-stone-800";
  return (
    <div className="space-y-8">
      {packages.map((pkg) => (
        <section key={pkg.id} aria-labelledby={`pkg-${pkg.id}`} data-testid="data-package" className="rounded-lg border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
          <h3 id={`pkg-${pkg.id}`} className="text-lg font-semibold">
            {pkg.name}
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {tr.t("gameData.revision", { revision: pkg.revision })} · {tr.t(pkg.serverWide ? "gameData.serverWide" : "gameData.yours")}
          </p>
          <BuildRosterButton packageId={pkg.id} gameSystemId={pkg.gameSystemId} name={pkg.name} />
          {rosters.some((r) => r.gameSystemId === pkg.gameSystemId) && (
            <div className="mt-4">
              <h4 className="text-sm font-semibold">{tr.t("gameData.rosters")}</h4>
              <ul className="mt-1 space-y-1 text-sm">
                {rosters
                  .filter((r) => r.gameSystemId === pkg.gameSystemId)
                  .map((r) => (
                    <li key={r.id}>
                      <Link href={`/rosters/${encodeURIComponent(r.id)}`} className="font-medium text-amber-800 underline dark:text-amber-300" data-testid="bs-roster-link">
                        {r.name}
                      </Link>{" "}
                      <span className="text-stone-600 dark:text-stone-400">
                        {tr.t(r.valid ? "gameData.roster.valid" : "gameData.roster.invalid")}
                        {r.missing.length > 0 ? ` · ${tr.t("gameData.roster.missing", { count: r.missing.length, names: r.missing.join("; ") })}` : ""}
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          )}
          {/* Focusable so that keyboard users can scroll a wide table on a phone. */}
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={tr.t("gameData.table.caption", { name: pkg.name })}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{tr.t("gameData.table.caption", { name: pkg.name })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>{tr.t("gameData.table.kind")}</th>
                  <th scope="col" className={cell}>{tr.t("gameData.table.name")}</th>
                  <th scope="col" className={cell}>{tr.t("gameData.table.revision")}</th>
                  <th scope="col" className={cell}>{tr.t("gameData.table.file")}</th>
                  <th scope="col" className={`${cell} text-end`}>{tr.t("gameData.table.entries")}</th>
                  <th scope="col" className={`${cell} text-end`}>{tr.t("gameData.table.links")}</th>
                  <th scope="col" className={`${cell} text-end`}>{tr.t("gameData.table.profiles")}</th>
                </tr>
              </thead>
              <tbody>
                {pkg.files.map((file) => (
                  <tr key={file.fileId}>
                    <td className={cell}>{tr.t(file.kind === "gameSystem" ? "gameData.file.gameSystem" : file.library ? "gameData.file.library" : "gameData.file.catalogue")}</td>
                    <th scope="row" className={`${cell} font-medium`}>{file.name}</th>
                    <td className={cell}>{file.revision}</td>
                    <td className={`${cell} break-all`}>{file.fileName}</td>
                    <td className={`${cell} text-end tabular-nums`}>{file.counts.selectionEntries}</td>
                    <td className={`${cell} text-end tabular-nums`}>{file.counts.entryLinks}</td>
                    <td className={`${cell} text-end tabular-nums`}>{file.counts.profiles}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pkg.warnings.length > 0 && (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium">{tr.t("gameData.warnings", { count: pkg.warnings.length })}</summary>
              <ul className="mt-2 list-disc space-y-1 ps-6">
                {pkg.warnings.map((w, i) => (
                  <li key={i} className="break-words">{tr.t("gameData.warning", { file: w.file, path: w.path, message: w.message })}</li>
                ))}
              </ul>
            </details>
          )}
        </section>
      ))}
    </div>
  );
}
