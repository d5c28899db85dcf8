/**
 * The start screen: the player's name (asked first, on a first visit), every
 * table option grouped with its default preselected, and the two ways to
 * start: against three bots, or a friends' table with the seats chosen.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { BOT_NAMES, GROUPS, defaultsFor, fieldsFor, parseValue, type Mode, type BotName, type OptionField, type OptionName } from "../lib/options.js";
import { compassOf } from "../lib/seats.js";

export interface HomeActions {
  rename(name: string): void;
  againstBots(): void;
  /** Starts the friends' table with the seats chosen. */
  friends(): void;
  setFriendSeat(seat: number, value: "friend" | "bot"): void;
  setMode(mode: Mode): void;
  setOption(name: OptionName, value: unknown): void;
  setClock(seconds: number | null): void;
  setVisibility(visibility: "public" | "private"): void;
  setBots(bots: BotName): void;
}

export interface HomeData {
  /** Null until the player chose a name. */
  name: string | null;
  mode: Mode;
  options: Partial<Record<OptionName, unknown>>;
  turnSeconds: number | null;
  visibility: "public" | "private";
  /** Seats 1 to 3 of a friends' table: a friend (invited) or a bot. */
  friendSeats: ("friend" | "bot")[];
  bots: BotName;
  busy: boolean;
}

const CLOCK_CHOICES = [0, 30, 60, 120];

function choiceLabel(field: OptionField, value: string | number | boolean): string {
  const s = t();
  if (field.name === "overtrump_partner") return s.overtrumpChoices[String(value)];
  if (field.name === "surcoinche_multiplier") return s.multiplierChoices[String(value)];
  return s.choiceNames[String(value)] ?? String(value);
}

function optionField(field: OptionField, data: HomeData, actions: HomeActions): HTMLElement {
  const s = t();
  const id = `opt-${field.name}`;
  const current = data.options[field.name] ?? defaultsFor(data.mode)[field.name];
  const control =
    field.min !== undefined
      ? h("input", {
          id,
          type: "number",
          inputmode: "numeric",
          min: field.min,
          max: field.max,
          step: 1,
          value: String(current),
          "aria-describedby": `${id}-range`,
          onchange: (e: Event) => actions.setOption(field.name, parseValue(field, (e.target as HTMLInputElement).value)),
        })
      : h(
          "select",
          { id, onchange: (e: Event) => actions.setOption(field.name, parseValue(field, (e.target as HTMLSelectElement).value)) },
          (field.choices ?? []).map((c) => h("option", { value: String(c), selected: c === current }, choiceLabel(field, c))),
        );
  return h(
    "p",
    { class: "option" },
    h("label", { for: id }, s.optionNames[field.name]),
    control,
    field.min !== undefined ? h("small", { id: `${id}-range` }, s.targetRange(field.min, field.max ?? field.min)) : null,
  );
}

function tableOptions(data: HomeData, actions: HomeActions): HTMLElement {
  const s = t();
  const fields = fieldsFor(data.mode);
  return h(
    "section",
    { class: "table-options", "aria-labelledby": "options-title" },
    h("h2", { id: "options-title" }, s.rules),
    h(
      "p",
      { class: "option" },
      h("label", { for: "mode" }, s.modeChoice),
      h(
        "select",
        { id: "mode", onchange: (e: Event) => actions.setMode((e.target as HTMLSelectElement).value as Mode) },
        (["classic", "coinche"] as const).map((m) => h("option", { value: m, selected: m === data.mode }, s.modes[m])),
      ),
    ),
    GROUPS.map((group) => {
      const inGroup = fields.filter((f) => f.group === group);
      if (!inGroup.length) return null;
      return h(
        "fieldset",
        { class: `group ${group}` },
        h("legend", {}, s.optionGroups[group]),
        inGroup.map((f) => optionField(f, data, actions)),
        group === "game"
          ? h(
              "p",
              { class: "option" },
              h("label", { for: "clock" }, s.clockChoice),
              h(
                "select",
                { id: "clock", onchange: (e: Event) => actions.setClock(Number((e.target as HTMLSelectElement).value) || null) },
                CLOCK_CHOICES.map((n) => h("option", { value: n, selected: n === (data.turnSeconds ?? 0) }, n ? s.clockSeconds(n) : s.noClock)),
              ),
            )
          : null,
      );
    }),
  );
}

/** A friends' table: each other seat a friend (invited to that very seat) or a bot. */
function friendsForm(data: HomeData, actions: HomeActions): HTMLElement {
  const s = t();
  const direction = String(data.options.direction ?? "counterclockwise");
  const choices = [1, 2, 3].map((seat) => {
    const chosen = data.friendSeats[seat - 1];
    const select = h(
      "select",
      {
        id: `seat-${seat}`,
        "data-seat": seat,
        onchange: (e: Event) => actions.setFriendSeat(seat, (e.target as HTMLSelectElement).value as "friend" | "bot"),
      },
      h("option", { value: "friend", selected: chosen === "friend" }, s.friend),
      h("option", { value: "bot", selected: chosen === "bot" }, s.robot),
    ) as HTMLSelectElement;
    return { seat, select };
  });
  return h(
    "form",
    {
      class: "friends-form",
      onsubmit: (e: Event) => {
        e.preventDefault();
        actions.friends();
      },
    },
    h("h2", {}, s.friendsTable),
    choices.map(({ seat, select }) =>
      h(
        "p",
        { class: "option" },
        h("label", { for: select.id }, s.inviteFor(s.compass[compassOf(direction, seat)], seat === 2 ? s.partner : s.opponent)),
        select,
      ),
    ),
    h(
      "p",
      { class: "option" },
      h("label", { for: "visibility" }, s.visibility),
      h(
        "select",
        { id: "visibility", onchange: (e: Event) => actions.setVisibility((e.target as HTMLSelectElement).value as "public" | "private") },
        (["private", "public"] as const).map((v) => h("option", { value: v, selected: v === data.visibility }, s.visibilityChoices[v])),
      ),
    ),
    h("button", { type: "submit", id: "friends-table", disabled: data.busy }, s.friendsTable),
  );
}

/** The name form: the only thing on screen until a name is chosen. */
export function nameForm(current: string | null, actions: Pick<HomeActions, "rename">, submit?: string): HTMLElement {
  const s = t();
  const input = h("input", { id: "name", name: "name", value: current ?? "", maxlength: 64, autocomplete: "nickname", required: true }) as HTMLInputElement;
  return h(
    "form",
    {
      class: "name-form",
      onsubmit: (e: Event) => {
        e.preventDefault();
        const name = input.value.trim();
        if (name) actions.rename(name);
      },
    },
    h("label", { for: "name" }, s.name),
    input,
    h("button", { type: "submit", id: "save-name" }, submit ?? (current ? s.saveName : s.start)),
  );
}

export function homeView(data: HomeData, actions: HomeActions): HTMLElement {
  const s = t();
  if (data.name === null) return h("main", { class: "welcome", id: "home" }, h("p", {}, s.namePrompt), nameForm(null, actions));
  return h(
    "main",
    { class: "welcome", id: "home" },
    nameForm(data.name, actions),
    tableOptions(data, actions),
    h(
      "p",
      { class: "option" },
      h("label", { for: "bots" }, s.botLevel),
      h(
        "select",
        { id: "bots", onchange: (e: Event) => actions.setBots((e.target as HTMLSelectElement).value as BotName) },
        BOT_NAMES.map((b) => h("option", { value: b, selected: b === data.bots }, s.botLevels[b])),
      ),
    ),
    h("button", { type: "button", class: "primary", id: "new-game", disabled: data.busy, onclick: actions.againstBots }, s.newGame),
    friendsForm(data, actions),
  );
}
