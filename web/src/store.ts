/**
 * The page's state, in one place. Changes go through `update`, which redraws
 * once after the change (however many fields it touched, and however many
 * updates one task made).
 */
import type { DealEntry, Game, LobbyItem, RematchOut, SeatView, Session, Trick } from "./api.js";
import type { ChallengeData } from "./screens/challenge.js";
import type { Route } from "./lib/route.js";
import type { BotName, Mode, OptionName } from "./lib/options.js";
import type { DealResult } from "./lib/summary.js";
import type { HelpText } from "./screens/help.js";

/** What the seats' stand-ins did, from the event stream (turn clocks). */
export interface StandIns {
  seats: boolean[];
  cards: Set<string>;
}

export interface State {
  route: Route;
  session: Session | null;
  /** The game at the table (played or watched) and the seat it is seen from. */
  gameId: string | null;
  seat: number;
  watching: boolean;
  view: SeatView | null;
  deals: DealEntry[];
  busy: boolean;
  message: string;
  online: boolean;
  challenge: ChallengeData | null;
  lobby: LobbyItem[] | null;
  /** A waiting game the link points at (join screen). */
  joining: Game | null;
  visibility: "public" | "private";
  friendSeats: ("friend" | "bot")[];
  /** The built-in bot at the bot seats: easy, normal or strong. */
  bots: BotName;
  /** The start screen's choices for the next table. */
  mode: Mode;
  options: Partial<Record<OptionName, unknown>>;
  turnSeconds: number | null;
  standIns: StandIns;
  standInsDeal: number;
  /** The trick that just filled, held in the centre a moment (then the next view is drawn). */
  held: Trick | null;
  /** The last deal's summary, shown until dismissed (or a few seconds at a bots-only table). */
  summary: { result: DealResult; scores: readonly number[] } | null;
  summaryFor: number;
  rematch: RematchOut | null;
  /** A question asked before acting: resign, or what to do with the running game. */
  confirm: "resign" | "newGame" | null;
  /** The rules and help screen, once its module is loaded (it is not part of the first load). */
  help: HelpText | null;
  /** Invitation links made for a friends' table, by seat. */
  invitations: Record<number, string>;
}

export function noStandIns(): StandIns {
  return { seats: [false, false, false, false], cards: new Set() };
}

export const state: State = {
  route: { screen: "home" },
  session: null,
  gameId: null,
  seat: 0,
  watching: false,
  view: null,
  deals: [],
  busy: false,
  message: "",
  online: true,
  challenge: null,
  lobby: null,
  joining: null,
  visibility: "private",
  friendSeats: ["bot", "friend", "bot"],
  bots: "heuristic",
  mode: "classic",
  options: {},
  turnSeconds: null,
  standIns: noStandIns(),
  standInsDeal: -1,
  held: null,
  summary: null,
  summaryFor: -1,
  rematch: null,
  confirm: null,
  invitations: {},
  help: null,
};

let draw: () => void = () => undefined;
let pending = false;

/** Sets the function that draws the page from `state`. */
export function onChange(render: () => void): void {
  draw = render;
}

/** Changes the state, then draws the page once (at the end of the current task). */
export function update(change: (s: State) => void = () => undefined): void {
  change(state);
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    draw();
  });
}
