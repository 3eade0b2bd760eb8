/**
 * Costs in BattleScribe data are decimals (0.1 pts a model, 12.5 pts a unit), and the spec's
 * contract is exact decimal arithmetic: 0.1 x 3 is 0.3, 0.1 + 0.2 is 0.3. Doubles carry binary
 * noise (0.30000000000000004), so sums and products of costs are rounded to the decimal places
 * their operands have, which is what decimal arithmetic gives; other results (a division, a
 * percentage) to the 15 significant digits a double holds exactly.
 */
export function decimal(value: number): number {
  return Number.isInteger(value) || !Number.isFinite(value) ? value : Number(value.toPrecision(15));
}

/** How many decimal places a number is written with: 0.25 has 2, 1e-7 has 7. */
function placesOf(value: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = text.indexOf("e");
  if (exponent < 0) return text.length - text.indexOf(".") - 1;
  const mantissa = text.slice(0, exponent);
  const point = mantissa.indexOf(".");
  return Math.max(0, (point < 0 ? 0 : mantissa.length - point - 1) - Number(text.slice(exponent + 1)));
}

function roundTo(value: number, places: number): number {
  return places > 15 || !Number.isFinite(value) ? decimal(value) : Number(value.toFixed(places));
}

/** `a + b` as decimals. */
export function addDecimal(a: number, b: number): number {
  if (Number.isInteger(a) && Number.isInteger(b)) return a + b;
  return roundTo(a + b, Math.max(placesOf(a), placesOf(b)));
}

/** `a x b` as decimals. */
export function multiplyDecimal(a: number, b: number): number {
  if (Number.isInteger(a) && Number.isInteger(b)) return a * b;
  return roundTo(a * b, placesOf(a) + placesOf(b));
}
