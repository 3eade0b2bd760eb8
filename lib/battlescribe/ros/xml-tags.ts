/** The pieces of BattleScribe's roster XML both `.ros` writers (BSData rosters, Muster rosters) share. */
export const ROSTER_NAMESPACE = "http://www.battlescribe.net/schema/rosterSchema";

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** BattleScribe writes decimals the way Java prints a double: `100.0`, `12.5`. */
export function formatDecimal(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

export type Attr = [string, string | number | boolean | undefined];

export function tag(name: string, attrs: Attr[], body: string[] | undefined, indent: string): string {
  const text = attrs
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
  if (!body || body.length === 0) return `${indent}<${name}${text}/>`;
  return `${indent}<${name}${text}>\n${body.join("\n")}\n${indent}</${name}>`;
}

export function textTag(name: string, value: string | undefined, indent: string): string[] {
  return value ? [`${indent}<${name}>${escapeXml(value)}</${name}>`] : [];
}

export function list(name: string, items: string[], indent: string): string[] {
  return items.length > 0 ? [`${indent}<${name}>\n${items.join("\n")}\n${indent}</${name}>`] : [];
}

