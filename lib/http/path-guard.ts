/**
 * Addresses and their parameters as plain text. An address whose %-encoding is not UTF-8
 * (`%C0%AF`, `%FF%FE`, the surrogate `%ED%A0%80`) names nothing: the proxy answers it 400 before
 * Next's router tries to decode it (which answers 500), and a route's parameters that hold a
 * NUL, a control character or a lone surrogate are not found. Pure.
 */

/** Whether every %-escape of the path decodes as UTF-8. */
export function pathDecodes(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  for (const segment of pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      return false;
    }
  }
  return true;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The longest id, token or version an address of Muster holds. */
export const MAX_PARAM_LENGTH = 200;

/** Whether a decoded path parameter can name anything Muster stores. */
export function paramIsPlainText(value: string): boolean {
  return value.length <= MAX_PARAM_LENGTH && !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}
