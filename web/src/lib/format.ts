/** Numbers and dates as the page's language writes them (Intl), never the browser's default. */
import type { Lang } from "../i18n.js";

export function localeOf(lang: Lang): string {
  return lang === "fr" ? "fr-FR" : "en-GB";
}

export function formatNumber(n: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang)).format(n);
}

/** A UTC day ("2026-12-01") in words: "1 décembre 2026", "1 December 2026". */
export function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** A moment ("2026-12-01T20:15:00Z") as a local date and time. */
export function formatMoment(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** "A, B et C" / "A, B and C". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(localeOf(lang), { type: "conjunction" }).format(items);
}
