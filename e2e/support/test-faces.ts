/**
 * Faces a test can force on a page, as a reader does with a browser setting or a reading font,
 * so that a layout is checked at both extremes of width whatever fonts the machine has: pages
 * are set in IBM Plex Sans (shipped with Muster), and these are a condensed and a wide face, both
 * from npm. Only Latin is replaced; Arabic and Devanagari keep the faces Muster ships.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

export type TestFace = "condensed" | "wide";

const FACES: Record<TestFace, { name: string; files: Record<number, string> }> = {
  // IBM Plex Sans Condensed: about 15% narrower than the shipped face (and narrower than Noto Sans).
  condensed: {
    name: "IBM Plex Sans Condensed",
    files: {
      400: "ibm-plex-sans-condensed/files/ibm-plex-sans-condensed-latin-400-normal.woff2",
      600: "ibm-plex-sans-condensed/files/ibm-plex-sans-condensed-latin-600-normal.woff2",
      700: "ibm-plex-sans-condensed/files/ibm-plex-sans-condensed-latin-700-normal.woff2",
    },
  },
  // DejaVu Sans: the wide default sans-serif of many Linux machines.
  wide: {
    name: "DejaVu Sans",
    files: {
      400: "dejavu-sans/files/dejavu-sans-latin-400-normal.woff2",
      700: "dejavu-sans/files/dejavu-sans-latin-700-normal.woff2",
    },
  },
};

const FONTSOURCE = path.join(import.meta.dirname, "..", "..", "node_modules", "@fontsource");
const cache = new Map<TestFace, string>();

/** A stylesheet that sets every element of the page in `face` (under a name no page uses). */
export function faceStylesheet(face: TestFace): string {
  const cached = cache.get(face);
  if (cached) return cached;
  const family = `Muster test face ${face}`;
  const fontFaces = Object.entries(FACES[face].files).map(([weight, file]) => {
    const data = fs.readFileSync(path.join(FONTSOURCE, file)).toString("base64");
    return `@font-face { font-family: "${family}"; font-weight: ${weight}; font-style: normal; src: url(data:font/woff2;base64,${data}) format("woff2"); unicode-range: U+0000-024F, U+2000-206F; }`;
  });
  const css = `${fontFaces.join("\n")}\nhtml body, html body * { font-family: "${family}", "Noto Sans Devanagari", "IBM Plex Sans Arabic", sans-serif !important; }`;
  cache.set(face, css);
  return css;
}

export function faceName(face: TestFace): string {
  return FACES[face].name;
}

/** Waits until every face the page uses has loaded, so that what is measured is what a reader sees. */
export async function waitForFaces(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** Sets the page, as it is now, in `face`; call after each navigation. */
export async function forceFace(page: Page, face: TestFace): Promise<void> {
  await page.addStyleTag({ content: faceStylesheet(face) });
  await waitForFaces(page);
  const used = await page.evaluate((family) => [...document.fonts].some((f) => f.family.replace(/"/g, "") === family && f.status === "loaded"), `Muster test face ${face}`);
  if (!used) throw new Error(`the ${faceName(face)} face did not load`);
}
