/**
 * The BattleScribe half of `npm run data:import`: installs every game system among the files
 * for everyone on this server, each on its own, and says what it did. A problem with the data
 * is one line naming the file, where in it and what to do; the exit code is then 2.
 */
import type { PrismaClient } from "../generated/prisma/client";
import { describeDataError, type DataError } from "../battlescribe/xml/data-error-text";
import { DataFileError } from "../battlescribe/xml/data-file-error";
import { DataSetError } from "../battlescribe/xml/data-set-error";
import type { DataFileSource } from "../data-install/data-file-sources";
import { installDataFiles, type InstallOptions } from "../data-install/install-data-files";
import { loadPackageDataSet } from "../db/bs-data-sets";
import { SERVER_WIDE } from "../db/install-data-package";
import { revalidateBsRosters } from "../db/revalidate-bs-rosters";

type Io = { out: (line: string) => void; err: (line: string) => void };

export async function importBsData(prisma: PrismaClient, sources: DataFileSource[], io: Io, options: Partial<InstallOptions> = {}): Promise<number> {
  let report;
  try {
    report = await installDataFiles(prisma, sources, { ownerId: SERVER_WIDE, ...options });
  } catch (error) {
    if (!(error instanceof DataFileError || error instanceof DataSetError)) throw error;
    io.err(`Nothing was installed: ${describeDataError(error)}`);
    return 2;
  }
  for (const note of report.notes) io.out(`Note: ${note.message}`);
  for (const installed of report.installed) {
    const replaced = installed.previousRevision !== undefined ? ` (replaced revision ${installed.previousRevision})` : "";
    io.out(`Installed ${installed.name} revision ${installed.revision}${replaced} for everyone: ${installed.files.length} file(s).`);
    for (const file of installed.files) io.out(`  ${file.kind === "gameSystem" ? "game system" : "catalogue  "} ${file.name} (revision ${file.revision}) from ${file.fileName}`);
    for (const note of installed.notes) io.out(`  Note: ${note.message}`);
    const rechecked = await revalidateBsRosters(prisma, SERVER_WIDE, () => loadPackageDataSet(prisma, installed.id), installed.gameSystemId);
    if (rechecked.length > 0) io.out(`  Checked again ${rechecked.length} roster(s) on this game system; ${rechecked.filter((r) => !r.valid).length} not valid now.`);
    for (const roster of rechecked.filter((r) => r.missing.length > 0)) io.out(`    ${roster.name}: no longer offered by the data: ${roster.missing.join("; ")}`);
    if (installed.warningList.length > 0) {
      io.out(`  ${installed.warningList.length} thing(s) in the files were read with a warning or left out:`);
      for (const warning of installed.warningList.slice(0, 20)) io.out(`    ${warning.file}${warning.line ? `:${warning.line}` : ""} ${warning.path}: ${warning.message}`);
    }
  }
  for (const { gameSystem, error } of report.failed) io.err(`Not installed: ${gameSystem.name}: ${describeDataError(error as DataError)}`);
  return report.failed.length > 0 ? 2 : 0;
}
