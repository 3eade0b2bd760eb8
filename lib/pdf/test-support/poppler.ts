/**
 * Reads PDFs the way a person's tools do, with Debian's poppler-utils: pdftotext for the words,
 * pdfinfo for the paper, pdffonts for embedding, pdftoppm for pictures. Tests only.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ARTIFACTS = path.join(process.cwd(), "artifacts", "pdf");

export function savePdf(name: string, bytes: Uint8Array): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

function run(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** The text of one page (1-based), laid out as on paper: a table row stays on one line. */
export function pageText(file: string, page: number): string {
  return run("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"]);
}

/** The text in reading order, for sentences that wrap (titles, descriptions). */
export function readingText(file: string, first?: number, last?: number): string {
  const range = [...(first ? ["-f", String(first)] : []), ...(last ? ["-l", String(last)] : [])];
  return run("pdftotext", [...range, file, "-"]).replace(/\s+/g, " ");
}

export type PdfInfo = { pages: number; pageSize: string; title: string };

export function pdfInfo(file: string): PdfInfo {
  const out = run("pdfinfo", [file]);
  const field = (name: string) => out.match(new RegExp(`^${name}:\\s*(.*)$`, "m"))?.[1]?.trim() ?? "";
  return { pages: Number(field("Pages")), pageSize: field("Page size"), title: field("Title") };
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean };

/** pdffonts' table: name, type, encoding, then emb/sub/uni as yes/no. */
export function pdfFonts(file: string): PdfFont[] {
  const lines = run("pdffonts", [file]).split("\n").slice(2).filter((l) => l.trim());
  return lines.map((line) => {
    const flags = line.match(/\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
    return {
      name: line.split(/\s+/)[0] ?? "",
      type: line.slice(37, 55).trim(),
      embedded: flags?.[1] === "yes",
      subset: flags?.[2] === "yes",
    };
  });
}

/** Every page as PNG in artifacts/pdf, for people to look at. Returns the files. */
export function savePngs(file: string, name: string, resolution = 80): string[] {
  const prefix = path.join(ARTIFACTS, name);
  run("pdftoppm", ["-png", "-r", String(resolution), file, prefix]);
  const pages = pdfInfo(file).pages;
  const digits = String(pages).length;
  return Array.from({ length: pages }, (_, i) => `${prefix}-${String(i + 1).padStart(digits, "0")}.png`);
}

export type GrayImage = { width: number; height: number; data: Uint8Array };

/** One page as a grey image (pdftoppm's PGM), for machine reading such as a QR code. */
export function grayPage(file: string, page: number, resolution = 150): GrayImage {
  const pgm = execFileSync("pdftoppm", ["-gray", "-r", String(resolution), "-f", String(page), "-l", String(page), file], { maxBuffer: 256 * 1024 * 1024 });
  // Header: "P5\n<width> <height>\n<max>\n" then one byte per pixel.
  const header = pgm.subarray(0, 64).toString("latin1").match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("pdftoppm did not write a PGM image");
  const offset = header[0].length;
  return { width: Number(header[1]), height: Number(header[2]), data: new Uint8Array(pgm.subarray(offset)) };
}
