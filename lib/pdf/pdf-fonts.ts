/**
 * The PDF's fonts: IBM Plex Sans (text) and IBM Plex Sans Condensed (tables), with IBM Plex Sans
 * Arabic and Noto Sans Devanagari for those scripts (Noto's Arabic faces lose the first letter of
 * a word under react-pdf's shaping; Plex Arabic does not), read from the @fontsource packages
 * in node_modules and embedded (subset) in every PDF, so a printout looks the same everywhere and
 * nothing is fetched. Plex has tabular figures by default, so columns of costs and
 * characteristics line up. Server only (reads files).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { woffToSfnt } from "./woff-to-sfnt";

export const SANS = "MusterSans";
export const CONDENSED = "MusterCondensed";

/** Latin first; other scripts of player-typed names fall back to the next subset that has the glyph. */
const SANS_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "vietnamese"] as const;
const CONDENSED_SUBSETS = ["latin", "latin-ext", "cyrillic-ext", "vietnamese"] as const;
const FACES = [
  { weight: 400, style: "normal" },
  { weight: 400, style: "italic" },
  { weight: 600, style: "normal" },
  { weight: 700, style: "normal" },
] as const;

/** These faces have no italic: the upright one stands in, since Arabic and Devanagari do not slant anyway. */
const UPRIGHT_FACES = FACES.map((face) => ({ ...face, file: "normal" as const }));

const packages = { sans: "ibm-plex-sans", condensed: "ibm-plex-sans-condensed" } as const;

/** Scripts Plex Sans does not draw, each from its own package; both the text and the table stacks fall back to them. */
const SCRIPT_FAMILIES = [
  { subset: "arabic", pkg: "ibm-plex-sans-arabic" },
  { subset: "devanagari", pkg: "noto-sans-devanagari" },
] as const;

function fontFile(pkg: string, subset: string, weight: number, style: string): string {
  const relative = path.join("@fontsource", pkg, "files", `${pkg}-${subset}-${weight}-${style}.woff`);
  // The project root first: a bundled server build may not resolve packages the Node way.
  const fromRoot = path.join(process.cwd(), "node_modules", relative);
  if (existsSync(fromRoot)) return fromRoot;
  // turbopackIgnore: otherwise `next build` tries to bundle every .woff the pattern could match.
  return createRequire(import.meta.url).resolve(/* turbopackIgnore: true */ relative);
}

/** The font unpacked from its WOFF wrapper, as a data URL react-pdf loads without touching disk again. */
function loadFont(file: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(file)).toString("base64")}`;
}

const familyName = (base: string, subset: string) => (subset === "latin" ? base : `${base}-${subset}`);

type Face = { weight: number; style: "normal" | "italic"; file?: string };

function registerFamily(base: string, pkg: string, subsets: readonly string[], faces: readonly Face[] = FACES): void {
  for (const subset of subsets) {
    Font.register({
      family: familyName(base, subset),
      fonts: faces.map((face) => ({ src: loadFont(fontFile(pkg, subset, face.weight, face.file ?? face.style)), fontWeight: face.weight, fontStyle: face.style })),
    });
  }
}

const LONG_WORD = 32;

let registered = false;

/** Registers the fonts once per process; react-pdf keeps them (and their parsed data) after. */
function registerPdfFonts(): void {
  if (registered) return;
  registerFamily(SANS, packages.sans, SANS_SUBSETS);
  registerFamily(CONDENSED, packages.condensed, CONDENSED_SUBSETS);
  for (const script of SCRIPT_FAMILIES) registerFamily(SANS, script.pkg, [script.subset], UPRIGHT_FACES);
  // Words are never hyphenated: unit and weapon names must read as the book prints them. Only
  // a word too long for any column (a pasted link, a name without spaces) may break, in pieces.
  Font.registerHyphenationCallback((word) => (word.length > LONG_WORD ? word.match(/.{1,16}/gu) ?? [word] : [word]));
  registered = true;
}

let prepared: Promise<void> | undefined;

/**
 * Registers the fonts and loads them before the first PDF, with every character's glyph looked
 * up once. fontkit caches glyph objects by id with the characters of their first lookup, and a
 * font subset asks for composite glyphs' parts (the comma inside a semicolon) with none: a
 * later PDF then laid out such a glyph as if it stood for no character, so its line breaks
 * shifted mid-word and its text lost those characters. Looking every character up first gives
 * each glyph its characters before anything else can.
 */
export function preparePdfFonts(): Promise<void> {
  prepared ??= loadAllFaces().catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

/** Characters every face of the text font stack can print. */
const covered = new Set<number>();
/** What each family's regular face can print, to choose the families a PDF needs. */
const coverage = new Map<string, Set<number>>();

async function loadAllFaces(): Promise<void> {
  registerPdfFonts();
  const families = Font.getRegisteredFonts();
  for (const family of new Set([...ALL_SANS, ...ALL_CONDENSED])) {
    for (const source of families[family]?.sources ?? []) {
      await source.load();
      const font = source.data;
      if (!font) continue;
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      // pdfkit tells embedded fonts apart by PostScript name, which every subset file shares:
      // switching between them (a Polish name in Latin text) embedded a new copy each time.
      const subset = family.split("-").slice(1).join("-");
      if (subset) Object.defineProperty(font, "postscriptName", { value: `${font.postscriptName}-${subset}` });
      if (source.fontWeight === 400 && source.fontStyle === "normal") {
        coverage.set(family, new Set(font.characterSet));
        if (ALL_SANS.includes(family)) for (const codePoint of font.characterSet) covered.add(codePoint);
      }
    }
  }
}

const REPLACEMENT = "?";

/**
 * Symbols the data writes that no embedded face draws, each printed as the nearest one that is
 * drawn (found in the corpus's game data): a profile's "➤" mark, list bullets ("■", "●", "⬤",
 * "・", "✦", "❖"), the non-breaking hyphen of "Anti‑thaumic", Age of Sigmar's "⟝See …⟞" brackets.
 */
const STAND_INS: Record<string, string> = {
  "\u27a4": "\u203a", // ➤ → ›
  "\u25a0": "\u2022", // ■ → •
  "\u25aa": "\u2022", // ▪ → •
  "\u25cf": "\u2022", // ● → •
  "\u2b24": "\u2022", // ⬤ → •
  "\u30fb": "\u2022", // ・ → •
  "\u2726": "\u2022", // ✦ → •
  "\u2756": "\u2022", // ❖ → •
  "\u25b8": "\u203a", // ▸ → ›
  "\u2192": "\u203a", // → → ›
  "\u2011": "-", // non-breaking hyphen
  "\u27dd": "[", // ⟝
  "\u27de": "]", // ⟞
};

/** A character the fonts lack, as they can print it: its stand-in, else its plain letters (NFKD), else "?". */
function standIn(char: string): string {
  const mapped = STAND_INS[char];
  if (mapped !== undefined && [...mapped].every((c) => covered.has(c.codePointAt(0) ?? 0))) return mapped;
  const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
  if (plain && plain !== char && [...plain].every((c) => covered.has(c.codePointAt(0) ?? 0))) return plain;
  return REPLACEMENT;
}

/**
 * Text as the fonts can print it: a character no face has (Chinese in a unit's name, say) would
 * fall back to an unembedded standard font and garble its line, so it prints as its stand-in
 * (a symbol of the game data) or "?"; runs of
 * spaces become one, since react-pdf breaks lines wrongly after them. Call after preparePdfFonts.
 */
export function printableText(text: string): string {
  let out = "";
  // Bidirectional isolates and marks (right-to-left messages put them around names) have no
  // glyph: the PDF's paragraphs get their direction from the page instead.
  const plain = text.replace(/[\u200e\u200f\u2066-\u2069]/g, "");
  for (const char of plain.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(/ {2,}/g, " ")) {
    out += char === "\n" || covered.has(char.codePointAt(0) ?? 0) ? char : standIn(char);
  }
  return out;
}

/** Every family, Latin first: other scripts fall back to the next family that has the glyph. */
const SCRIPT_SANS = SCRIPT_FAMILIES.map((script) => familyName(SANS, script.subset));
const ALL_SANS = [...SANS_SUBSETS.map((s) => familyName(SANS, s)), ...SCRIPT_SANS];
const ALL_CONDENSED = [...CONDENSED_SUBSETS.map((s) => familyName(CONDENSED, s)), familyName(SANS, "cyrillic"), familyName(SANS, "greek"), ...SCRIPT_SANS];

export type FontStacks = { sans: string[]; condensed: string[] };

function stackFor(chain: string[], codePoints: Set<number>): string[] {
  const [first, ...rest] = chain as [string, ...string[]];
  const needed = new Set<string>();
  for (const codePoint of codePoints) {
    if (coverage.get(first)?.has(codePoint)) continue;
    const family = rest.find((f) => coverage.get(f)?.has(codePoint));
    if (family) needed.add(family);
  }
  return [first, ...rest.filter((f) => needed.has(f))];
}

/**
 * The families a PDF's text needs: Latin alone for most rosters. react-pdf loads every family of
 * a stack for every piece of text (a promise each, which a server with request tracking pays
 * dearly for), so a stack only as long as the text requires makes a PDF markedly faster.
 * Call after preparePdfFonts, with the text as printableText left it.
 */
export function fontStacksFor(texts: Iterable<string>): FontStacks {
  const codePoints = new Set<number>();
  // Labels print in capitals (textTransform): "ś" in the text is "Ś" on paper, which may live in another subset.
  for (const text of texts) for (const char of `${text}${text.toUpperCase()}`) codePoints.add(char.codePointAt(0) ?? 0);
  return { sans: stackFor(ALL_SANS, codePoints), condensed: stackFor(ALL_CONDENSED, codePoints) };
}
