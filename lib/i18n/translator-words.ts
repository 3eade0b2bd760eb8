/** Small wording helpers over a translator, for server and client components alike. Pure. */
import type { MessageKey } from "./en";
import type { Translator } from "./translate";
import type { IssueParams } from "../engine/types";

/**
 * Words for why a choice is refused: the engine's issue wording, or a message of the catalogue
 * when the refusal is the editor's own (code "ui.<key>").
 */
export function describeBlock(tr: Translator, block: { code: string; params: IssueParams }): string {
  if (block.code.startsWith("ui.")) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(block.params)) if (typeof v === "string" || typeof v === "number") params[k] = v;
    return tr.t(block.code.slice(3) as MessageKey, params);
  }
  return tr.issue(block.code, block.params);
}

/** "1 model" / "3 models": the message's ICU plural does the work; kept as the name call sites read. */
export function countText(tr: Translator, key: MessageKey, count: number): string {
  return tr.t(key, { count });
}
