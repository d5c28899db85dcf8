/**
 * Every table option of the rules (docs/rules.md §10) as a form: the fields of
 * each mode, their choices and defaults, and the request body they make.
 */
import type { Schemas } from "../../../openapi/clients/typescript/src/index.js";

export type Rules = Schemas["Rules"];
export type Mode = NonNullable<Rules["mode"]>;
export type OptionName = Exclude<keyof Rules, "mode">;
export type Group = "game" | "deal" | "play" | "scoring";

export interface OptionField {
  name: OptionName;
  group: Group;
  /** The values offered, in order; a number field (target) has `min` and `max` instead. */
  choices?: readonly (string | number | boolean)[];
  min?: number;
  max?: number;
  /** The modes the option exists in. */
  modes: readonly Mode[];
}

const BOTH: readonly Mode[] = ["classic", "coinche"];

export const OPTION_FIELDS: readonly OptionField[] = [
  { name: "target", group: "game", min: 100, max: 5000, modes: BOTH },
  { name: "moderne", group: "game", choices: [false, true], modes: BOTH },
  { name: "announcements", group: "game", choices: [false, true], modes: BOTH },
  { name: "direction", group: "deal", choices: ["counterclockwise", "clockwise"], modes: BOTH },
  { name: "first_packet", group: "deal", choices: [3, 2], modes: ["classic"] },
  { name: "coinche_packets", group: "deal", choices: ["3-2-3", "3-3-2", "2-3-3"], modes: ["coinche"] },
  { name: "no_taker", group: "deal", choices: ["redeal", "dealer_forced"], modes: ["classic"] },
  { name: "undertrump", group: "play", choices: ["required", "optional"], modes: BOTH },
  { name: "overtrump_partner", group: "play", choices: [true, false], modes: BOTH },
  { name: "belote_counts_for_contract", group: "scoring", choices: [true, false], modes: ["classic"] },
  { name: "belote_on_failed_contract", group: "scoring", choices: ["holder_keeps", "to_defence"], modes: BOTH },
  { name: "capot_points", group: "scoring", choices: [252, 250], modes: BOTH },
  { name: "surcoinche_multiplier", group: "scoring", choices: [4, 3], modes: ["coinche"] },
];

export const GROUPS: readonly Group[] = ["game", "deal", "play", "scoring"];

/** The rules' defaults in a mode (docs/rules.md §10). */
export function defaultsFor(mode: Mode): Required<Omit<Rules, OptionName>> & Partial<Rules> {
  const rules: Rules = {
    mode,
    target: mode === "coinche" ? 2000 : 501,
    moderne: false,
    announcements: false,
    direction: "counterclockwise",
    undertrump: mode === "coinche" ? "optional" : "required",
    overtrump_partner: true,
    belote_on_failed_contract: "holder_keeps",
    capot_points: 252,
  };
  if (mode === "classic") Object.assign(rules, { first_packet: 3, no_taker: "redeal", belote_counts_for_contract: true });
  else Object.assign(rules, { coinche_packets: "3-2-3", surcoinche_multiplier: 4 });
  return rules as Required<Omit<Rules, OptionName>> & Partial<Rules>;
}

export function fieldsFor(mode: Mode): OptionField[] {
  return OPTION_FIELDS.filter((f) => f.modes.includes(mode));
}

/** A form value ("true", "3-2-3", "252", "1001") as the option's JSON value. */
export function parseValue(field: OptionField, raw: string): string | number | boolean {
  if (field.min !== undefined) return Number(raw);
  const found = (field.choices ?? []).find((c) => String(c) === raw);
  return found ?? raw;
}

/**
 * The request's `rules`: the mode and every option of that mode, from the
 * choices made (anything not chosen keeps its default; options of the other
 * mode are dropped, the service refuses them). A target out of range is clamped.
 */
export function rulesBody(mode: Mode, chosen: Partial<Record<OptionName, unknown>>): Rules {
  const rules: Record<string, unknown> = { ...defaultsFor(mode) };
  for (const field of fieldsFor(mode)) {
    const value = chosen[field.name];
    if (value === undefined) continue;
    if (field.min !== undefined && field.max !== undefined) {
      const n = Math.round(Number(value));
      if (Number.isFinite(n)) rules[field.name] = Math.min(field.max, Math.max(field.min, n));
    } else if ((field.choices ?? []).includes(value as never)) {
      rules[field.name] = value;
    }
  }
  return rules as Rules;
}

/** The built-in bots offered, weakest first (`expert` exists once the service has it). */
export const BOT_NAMES = ["random", "heuristic", "expert"] as const;
export type BotName = (typeof BOT_NAMES)[number];
