/** "5 minutes ago", "yesterday": the largest unit that fits, through Intl (the words are the locale's). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

export function formatRelativeTime(then: Date, now: Date, locale = "en"): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") {
      // Anything under ten seconds reads as "now".
      if (unit === "second" && Math.abs(seconds) < 10) return format.format(0, "second");
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, "second");
}
