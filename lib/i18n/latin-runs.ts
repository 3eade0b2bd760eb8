/**
 * Latin runs in right-to-left text that the Unicode bidirectional algorithm would scramble. A
 * Latin word alone is safe ("BattleScribe" stays one left-to-right run), but punctuation at the
 * edge of a Latin run takes the direction of the Arabic around it: ".ros" shows as "ros." and
 * "Lord (General)" as "Lord (General(". Such a run must sit inside an isolate (LRI or FSI …
 * PDI) in the message. Pure: the catalogue check uses it.
 */

const ISOLATE_OPEN = /[\u2066\u2067\u2068]/;
const ISOLATE_CLOSE = "\u2069";
/** Characters a Latin run is made of: Latin letters, ASCII digits, punctuation and spaces. */
const RUN_CHAR = /[\p{Script=Latin}\x20-\x7e]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const SAFE_EDGE = /[\p{Script=Latin}0-9]/u;
const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{", ">": "<" };

/**
 * A run's core, the part whose edges matter: without spaces, sentence punctuation that belongs
 * to the Arabic sentence, brackets or quotes around it, and a bracket whose partner is outside
 * the run ("Muster (" opens a bracket around Arabic words, which is fine).
 */
function core(run: string): string {
  let text = run.trim();
  for (;;) {
    const before = text;
    text = text.replace(/^[.,:;!?]+(\s+|$)/, "").replace(/[.,:;!?]+$/, "").replace(/\s+[([{<]$/, "").trim();
    const first = text[0] ?? "";
    const last = text.at(-1) ?? "";
    if (text.length > 1 && (first === '"' || first === "'") && last === first) text = text.slice(1, -1);
    else if (OPENERS[first] && last === OPENERS[first]) text = text.slice(1, -1);
    else if (OPENERS[first] && !text.includes(OPENERS[first]!)) text = text.slice(1);
    else if (CLOSERS[first]) text = text.slice(1);
    else if (CLOSERS[last] && !text.includes(CLOSERS[last]!)) text = text.slice(0, -1);
    text = text.trim();
    if (text === before) return text;
  }
}

export type LatinRunScan = { runs: string[]; depth: number };

/**
 * The unisolated Latin runs of one piece of message text whose edges would be reordered,
 * starting at an isolate depth (a run may be isolated across a placeholder: "\u2066Tough({x})\u2069").
 */
export function scanLatinRuns(text: string, depth = 0): LatinRunScan {
  const runs: string[] = [];
  let current = "";
  const flush = () => {
    const found = core(current);
    current = "";
    if (!LATIN_LETTER.test(found)) return;
    if (!SAFE_EDGE.test(found[0]!) || !SAFE_EDGE.test(found.at(-1)!)) runs.push(found);
  };
  for (const char of text) {
    if (ISOLATE_OPEN.test(char)) {
      if (depth === 0) flush();
      depth += 1;
    } else if (char === ISOLATE_CLOSE) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = "";
    } else if (depth > 0) continue;
    else if (RUN_CHAR.test(char)) current += char;
    else flush();
  }
  // A run that reaches a placeholder ends there: "{name}.json" is the run ".json".
  flush();
  return { runs, depth };
}
