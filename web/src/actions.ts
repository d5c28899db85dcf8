/**
 * What the player does: each action changes the store (`update`) and talks to
 * the service through the session; nothing here draws.
 */
import {
  ApiError,
  Session,
  createPlayer,
  seatOf,
  storedGame,
  type BidChoice,
  type CardCode,
  type SeatSpec,
  type SeatView,
} from "./api.js";
import { notPlayable } from "./cards.js";
import { errorStrings, lang, t } from "./i18n.js";
import { errorText } from "./lib/errors.js";
import { rulesBody, type BotName, type Mode, type OptionName } from "./lib/options.js";
import { routePath, type Route } from "./lib/route.js";
import { loadChallenge, startChallenge, utcToday } from "./screens/challenge.js";
import { noStandIns, state, update } from "./store.js";
import { follow, type Follower, type StreamEvent } from "./stream.js";

let follower: Follower | null = null;
let holdTimer: ReturnType<typeof setTimeout> | undefined;
let summaryTimer: ReturnType<typeof setTimeout> | undefined;

/** How long a finished trick stays in the centre, and a deal's summary at a bots-only table. */
export const HOLD_MS = 1000;
export const SUMMARY_MS = 5000;

function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A refusal, in the page's language, from its code. */
export async function fail(e: unknown): Promise<void> {
  const words = await errorStrings(lang());
  update((st) => (st.message = errorText(e, words)));
}

// --- navigation ---------------------------------------------------------------------------

/** Shows `route`, as a new history entry (or in place of the current one). */
export function go(route: Route, replace = false): void {
  const path = routePath(route);
  if (path !== location.pathname + location.search) {
    if (replace) history.replaceState(null, "", path);
    else history.pushState(null, "", path);
  }
  void enter(route);
}

/** Loads what a screen needs, from its route (a click, Back/Forward, a reload). */
export async function enter(route: Route): Promise<void> {
  update((s) => {
    s.route = route;
    s.message = "";
    s.confirm = null;
  });
  if (!state.session) return; // the name comes first; `named` enters the route again
  try {
    switch (route.screen) {
      case "play":
        if (state.gameId !== route.game || state.watching) await withPlayer(() => openGame(route.game));
        break;
      case "join":
        await withPlayer(() => join(route.game, route.seat, route.invitation));
        break;
      case "tables": {
        const items = await state.session.lobby();
        update((s) => (s.lobby = items));
        break;
      }
      case "daily": {
        const today = utcToday();
        const data = await loadChallenge(state.session, today, route.day ?? today);
        update((s) => (s.challenge = data));
        break;
      }
      case "help": {
        const text = await import("./strings/help.js");
        update((s) => (s.help = text));
        break;
      }
      default:
        break;
    }
  } catch (e) {
    void fail(e);
  }
}

// --- the player ---------------------------------------------------------------------------

/** The name is set (first visit: the player is created) or changed. */
export async function rename(name: string): Promise<void> {
  try {
    if (state.session) {
      await state.session.rename(name);
      update((s) => (s.message = t().nameSaved));
      return;
    }
    const session = new Session(await createPlayer(name));
    update((s) => (s.session = session));
    await enter(state.route);
  } catch (e) {
    void fail(e);
  }
}

/**
 * Runs `f`, and once more with a new player if the service does not know this
 * browser's token (401: its database was reset, say).
 */
async function withPlayer<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 401) || !state.session) throw e;
    const session = new Session(await createPlayer(state.session.player.name));
    update((s) => (s.session = session));
    return await f();
  }
}

// --- the table ----------------------------------------------------------------------------

function noteEvent(event: StreamEvent): void {
  const d = event.data;
  if ((event.type !== "BidMade" && event.type !== "CardPlayed") || typeof d?.seat !== "number") return;
  update((s) => {
    s.standIns.seats[d.seat!] = d.stand_in === true;
    if (d.stand_in && d.card) s.standIns.cards.add(d.card);
    if (d.stand_in && d.seat === s.seat && !s.watching) s.message = t().standInYou;
  });
}

/** Whether the viewer is the only person at the table (the others are bots). */
function aloneWithBots(view: SeatView): boolean {
  return view.table.seats.every((o, seat) => seat === view.seat || o?.kind === "bot");
}

/** A newer view of the table: holds a trick that just filled, keeps the last deal's summary. */
export function show(view: SeatView): void {
  const old = state.view;
  if (old && view.table.version <= old.table.version) return; // seen already
  const at = view.table.previous_trick_at;
  const newTrick = at && (!old?.table.previous_trick_at || old.table.previous_trick_at.deal_index !== at.deal_index || old.table.previous_trick_at.trick_index !== at.trick_index);
  const last = view.table.last_deal;
  update((s) => {
    const dealIndex = view.table.deal?.deal_index ?? -1;
    if (dealIndex !== s.standInsDeal) {
      s.standInsDeal = dealIndex;
      s.standIns.cards.clear();
    }
    s.view = view;
    if (old && newTrick && view.table.previous_trick && !reducedMotion()) {
      s.held = view.table.previous_trick;
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => update((x) => (x.held = null)), HOLD_MS);
    }
    if (last && last.deal_index !== s.summaryFor) {
      s.summaryFor = last.deal_index;
      s.summary = { result: last, scores: view.table.scores };
      clearTimeout(summaryTimer);
      if (aloneWithBots(view) && view.table.status !== "finished") {
        summaryTimer = setTimeout(() => update((x) => (x.summary = null)), SUMMARY_MS);
      }
    }
  });
  const gameId = state.gameId;
  if (gameId && (!old || old.table.deal?.deal_index !== view.table.deal?.deal_index || old.table.status !== view.table.status)) {
    state.session?.deals(gameId).then(
      (deals) => state.gameId === gameId && update((s) => (s.deals = deals)),
      () => undefined, // the summaries come back with the next deal
    );
  }
  if (gameId && view.table.status === "finished" && old?.table.status !== "finished") void refreshRematch();
}

/** Opens a game at the player's own seat (or seat 0's public view when watching). */
async function openGame(gameId: string, watching = false): Promise<void> {
  const session = state.session!;
  follower?.stop();
  let seat = 0;
  if (!watching) {
    const game = await session.game(gameId);
    const own = seatOf(game, session.player);
    if (own === null) {
      const free = game.table.seats.findIndex((o) => o === null);
      if (game.table.status !== "waiting" || free < 0) throw new Error(t().tableFull);
      seat = seatOf(await session.takeSeat(gameId, free, {}), session.player) ?? free;
    } else seat = own;
  }
  update((s) => {
    Object.assign(s, { gameId, seat, watching, view: null, deals: [], held: null, summary: null, summaryFor: -1, rematch: null, invitations: {} });
    s.standIns = noStandIns();
    s.standInsDeal = -1;
    s.summaryFor = Number.MAX_SAFE_INTEGER; // a reload does not show the deal before it again
  });
  const view = await session.view(gameId, seat);
  update((s) => (s.summaryFor = view.table.last_deal?.deal_index ?? -1));
  show(view);
  if (view.table.status !== "finished") {
    follower = follow(session, gameId, seat, view.table.version, show, (online) => online !== state.online && update((s) => (s.online = online)), noteEvent);
  }
}

/** A link to a seat of a friends' table: sit there (with its invitation), then play. */
async function join(gameId: string, seat: number, invitation: string | null): Promise<void> {
  const session = state.session!;
  const game = await session.game(gameId);
  if (seatOf(game, session.player) === null) await session.takeSeat(gameId, seat, {}, invitation ?? undefined);
  go({ screen: "play", game: gameId }, true);
}

async function busy(f: () => Promise<void>): Promise<void> {
  if (state.busy) return;
  update((s) => {
    s.busy = true;
    s.message = "";
  });
  try {
    await f();
  } catch (e) {
    await fail(e);
  } finally {
    update((s) => (s.busy = false));
  }
}

/** Whether the player sits at a game that is still running. */
export function runningGame(): boolean {
  const v = state.view;
  return !!v && !state.watching && v.table.status !== "finished" && v.table.status !== "waiting";
}

function options() {
  return { rules: rulesBody(state.mode, state.options), turnSeconds: state.turnSeconds, visibility: state.visibility };
}

async function create(seats: SeatSpec[], visibility: "public" | "private"): Promise<void> {
  const gameId = await withPlayer(() => state.session!.newGame(seats, { ...options(), visibility }));
  go({ screen: "play", game: gameId });
}

let queued: (() => Promise<void>) | null = null;

/** Starts a new game; while one runs, asks first what to do with it. */
function start(make: () => Promise<void>): void {
  if (runningGame()) {
    queued = make;
    update((s) => (s.confirm = "newGame"));
    return;
  }
  void busy(make);
}

/** A bot seat of the level chosen (the service answers `unknown_bot` for one it lacks). */
function botSeat(): SeatSpec {
  return { bot: state.bots } as SeatSpec;
}

export function againstBots(): void {
  start(() => create([{}, botSeat(), botSeat(), botSeat()], "public"));
}

export function friends(): void {
  const seats: SeatSpec[] = [{}, ...state.friendSeats.map((c): SeatSpec => (c === "bot" ? botSeat() : null))];
  start(() => create(seats, state.visibility));
}

/** The answer to "a game is running": resume it, resign it, or leave it to its stand-in. */
export function settleRunning(choice: "resume" | "resign" | "leave"): void {
  const make = queued;
  queued = null;
  update((s) => (s.confirm = null));
  if (choice === "resume" && state.gameId) return go({ screen: "play", game: state.gameId });
  if (!make) return;
  void busy(async () => {
    if (choice === "resign" && state.view && state.gameId) await state.session!.resign(state.gameId, state.view);
    follower?.stop();
    await make();
  });
}

export function setMode(mode: Mode): void {
  update((s) => {
    s.mode = mode;
    s.options = {};
  });
}
export function setOption(name: OptionName, value: unknown): void {
  update((s) => (s.options = { ...s.options, [name]: value }));
}
export function setClock(seconds: number | null): void {
  update((s) => (s.turnSeconds = seconds));
}
export function setFriendSeat(seat: number, value: "friend" | "bot"): void {
  update((s) => (s.friendSeats = s.friendSeats.map((v, i) => (i === seat - 1 ? value : v))));
}
export function setBots(bots: BotName): void {
  update((s) => (s.bots = bots));
}
export function setVisibility(visibility: "public" | "private"): void {
  update((s) => (s.visibility = visibility));
}

/** A move: sent with the version seen; a refusal is said and the table redrawn as it is. */
async function act(send: (view: SeatView) => Promise<SeatView>): Promise<void> {
  const view = state.view;
  if (!view || !state.session || !state.gameId || state.busy) return;
  update((s) => {
    s.busy = true;
    s.message = "";
    s.held = null;
  });
  try {
    show(await send(view));
  } catch (e) {
    await fail(e);
    try {
      show(await state.session.view(state.gameId, state.seat));
    } catch {
      // the stream catches up when the network is back
    }
  } finally {
    update((s) => (s.busy = false));
  }
}

export function play(card: string): void {
  const view = state.view;
  if (!view || !view.legal_cards.length || state.watching) return;
  if (!(view.legal_cards as string[]).includes(card)) {
    update((s) => (s.message = notPlayable(card)));
    return;
  }
  void act((v) => state.session!.play(state.gameId!, v, card as CardCode));
}

export function bid(choice: BidChoice): void {
  void act((v) => state.session!.bid(state.gameId!, v, choice));
}

export function returnToSeat(): void {
  void act((v) => state.session!.returnToSeat(state.gameId!, v.seat));
}

export function askResign(): void {
  update((s) => (s.confirm = "resign"));
}

export function cancel(): void {
  update((s) => (s.confirm = null));
}

export function resign(): void {
  update((s) => (s.confirm = null));
  void act(async (v) => {
    await state.session!.resign(state.gameId!, v);
    return state.session!.view(state.gameId!, state.seat);
  });
}

async function refreshRematch(): Promise<void> {
  if (!state.gameId || !state.session) return;
  try {
    const rematch = await state.session.rematch(state.gameId, null);
    update((s) => (s.rematch = rematch));
    if (rematch.rematch) go({ screen: "play", game: rematch.rematch });
  } catch {
    // no rematch asked yet
  }
}

let rematchPoll: ReturnType<typeof setTimeout> | undefined;

/** Asks for a rematch for this seat; the new game opens once every person agreed. */
export function rematch(): void {
  void busy(async () => {
    const answer = await state.session!.rematch(state.gameId!, state.seat);
    update((s) => (s.rematch = answer));
    if (answer.rematch) return go({ screen: "play", game: answer.rematch });
    pollRematch(state.gameId!);
  });
}

/** Until the others agree: ask every two seconds who did. */
function pollRematch(gameId: string): void {
  clearTimeout(rematchPoll);
  rematchPoll = setTimeout(async () => {
    if (state.gameId !== gameId || state.route.screen !== "play") return;
    await refreshRematch();
    if (state.gameId === gameId) pollRematch(gameId);
  }, 2000);
}

export function leave(): void {
  follower?.stop();
  update((s) => {
    s.gameId = null;
    s.view = null;
  });
  go({ screen: "home" });
}

export function dismissSummary(): void {
  clearTimeout(summaryTimer);
  update((s) => (s.summary = null));
}

export function fillWithBots(): void {
  void busy(async () => {
    const view = state.view!;
    for (const [seat, o] of view.table.seats.entries()) {
      if (o === null) await state.session!.takeSeat(state.gameId!, seat, botSeat() ?? {});
    }
    show(await state.session!.view(state.gameId!, state.seat));
  });
}

/** An invitation to one seat: a page link that sits its opener there. */
export function invite(seat: number): void {
  void busy(async () => {
    const code = await state.session!.invite(state.gameId!);
    const link = `${location.origin}${routePath({ screen: "join", game: state.gameId!, seat, invitation: code })}`;
    update((s) => (s.invitations = { ...s.invitations, [seat]: link }));
  });
}

export function playChallenge(): void {
  void busy(async () => {
    const gameId = await withPlayer(() => startChallenge(state.session!, utcToday()));
    go({ screen: "play", game: gameId });
  });
}

/** The game this browser played last, if the player wants it back. */
export function lastGame(): string | null {
  return state.gameId ?? storedGame();
}
