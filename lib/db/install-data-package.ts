/**
 * What an installed BattleScribe game system is called by its owner, and what an install
 * reports. Installing itself is lib/data-install/install-data-files.ts: files read one at a time,
 * written under a staging owner, swapped in by one short transaction. Used by the `data:import`
 * command (server-wide, owner "") and by the Game data page (one browser).
 */

export const SERVER_WIDE = "";

export type InstalledPackage = {
  id: string;
  gameSystemId: string;
  name: string;
  revision: number;
  previousRevision?: number;
  files: { fileId: string; kind: string; name: string; revision: number; fileName: string }[];
  warnings: number;
};
