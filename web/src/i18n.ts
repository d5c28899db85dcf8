/** The page's language: the browser's picks French or English; the player may switch. */
import type { ErrorStrings } from "./lib/errors.js";
import type { Strings } from "./strings/fr.js";

export type { Strings };

export type Lang = "fr" | "en";

const STORAGE_KEY = "belote.lang";

/** The browser's storage; none under Node (the unit tests) or when the browser refuses it. */
function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function initial(): Lang {
  const saved = storage()?.getItem(STORAGE_KEY);
  if (saved === "fr" || saved === "en") return saved;
  const wanted = typeof navigator === "undefined" ? "fr" : navigator.language;
  return wanted.toLowerCase().startsWith("fr") ? "fr" : "en";
}

let current: Lang = initial();

export function lang(): Lang {
  return current;
}

export function setLang(value: Lang): void {
  current = value;
  storage()?.setItem(STORAGE_KEY, value);
  if (typeof document !== "undefined") document.documentElement.lang = value;
}

const loaded: Partial<Record<Lang, Strings>> = {};

/** Fetches a language's strings (a chunk of its own); `t()` may use it from then on. */
export async function loadLang(value: Lang): Promise<void> {
  if (loaded[value]) return;
  loaded[value] = value === "fr" ? (await import("./strings/fr.js")).fr : (await import("./strings/en.js")).en;
}

/** Loads a language and makes it the page's. */
export async function useLang(value: Lang): Promise<void> {
  await loadLang(value);
  setLang(value);
}

/** The strings of the current language (loaded by `loadLang` before the first drawing). */
export function t(): Strings {
  const strings = loaded[current];
  if (!strings) throw new Error(`the ${current} strings are not loaded`);
  return strings;
}

/** The words of refusals in a language: a chunk loaded the first time one is shown. */
export async function errorStrings(value: Lang): Promise<ErrorStrings> {
  return value === "fr" ? (await import("./strings/errors-fr.js")).errors : (await import("./strings/errors-en.js")).errors;
}
