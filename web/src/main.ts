/**
 * The reference web table: South against three heuristic bots, on the public
 * API only (the generated client and the seat's event stream).
 */
import {
  AGAINST_BOTS,
  ApiError,
  Session,
  createPlayer,
  seatOf,
  storedGame,
  storedPlayer,
  type BidChoice,
  type RulesChoice,
  type SeatSpec,
  type TableOptions,
  type CardCode,
  type DealEntry,
  type SeatView,
} from "./api.js";
import { cardName } from "./cards.js";
import { challengeView, loadChallenge, startChallenge, utcToday, type ChallengeData } from "./challenge.js";
import { h } from "./dom.js";
import { lang, setLang, t } from "./i18n.js";
import { follow, type Follower, type StreamEvent } from "./stream.js";
import { seatName, tableView, tickClocks, type StandIns } from "./table.js";

interface State {
  session: Session | null;
  gameId: string | null;
  seat: number;
  view: SeatView | null;
  deals: DealEntry[];
  dealsFor: string;
  busy: boolean;
  message: string;
  online: boolean;
  /** The daily challenge page, while it is shown. */
  challenge: ChallengeData | null;
  onChallengePage: boolean;
  /** The rules and clock the start screen has chosen for the next table. */
  options: TableOptions;
  /** What the seats' stand-ins did, from the event stream (turn clocks). */
  standIns: StandIns;
  standInsDeal: number;
}

function noStandIns(): StandIns {
  return { seats: [false, false, false, false], cards: new Set() };
}

const state: State = {
  session: null,
  gameId: null,
  seat: 0,
  view: null,
  deals: [],
  dealsFor: "",
  busy: false,
  message: "",
  online: true,
  challenge: null,
  onChallengePage: false,
  options: { rules: "classic", turnSeconds: null },
  standIns: noStandIns(),
  standInsDeal: -1,
};
let follower: Follower | null = null;
let lastDrawn = "";
const root = document.getElementById("app")!;

function header(): HTMLElement {
  const s = t();
  return h(
    "header",
    { class: "top" },
    h("h1", {}, s.title),
    state.view
      ? h("p", { class: `net ${state.online ? "on" : "off"}`, id: "connection", role: "status" }, state.online ? s.online : s.offline)
      : null,
    state.view && !state.onChallengePage
      ? h("button", { type: "button", id: "new-game-top", onclick: () => void newGame() }, s.newGame)
      : null,
    state.onChallengePage
      ? h("button", { type: "button", id: "table-link", onclick: () => void leaveChallenge() }, s.backToTable)
      : h("button", { type: "button", id: "challenge-link", onclick: () => void showChallenge() }, s.challenge),
    h(
      "button",
      {
        type: "button",
        id: "lang",
        lang: lang() === "fr" ? "en" : "fr",
        "aria-label": s.languageName,
        onclick: () => {
          setLang(lang() === "fr" ? "en" : "fr");
          render();
        },
      },
      s.language,
    ),
  );
}

function welcome(): HTMLElement {
  const s = t();
  const player = state.session?.player;
  const input = h("input", { id: "name", name: "name", value: player?.name ?? "", maxlength: 40, autocomplete: "nickname" }) as HTMLInputElement;
  return h(
    "main",
    { class: "welcome" },
    h("p", {}, s.welcome),
    h(
      "form",
      {
        class: "name-form",
        onsubmit: (e: Event) => {
          e.preventDefault();
          void rename(input.value.trim());
        },
      },
      h("label", { for: "name" }, s.name),
      input,
      h("button", { type: "submit" }, s.saveName),
    ),
    tableOptions(),
    h("button", { type: "button", class: "primary", id: "new-game", onclick: () => void newGame() }, s.newGame),
    friendsForm(),
  );
}

const RULE_CHOICES: RulesChoice[] = ["classic", "classic-moderne", "coinche", "coinche-moderne"];
const CLOCK_CHOICES = [0, 30, 60, 120];

/** The next table's rules (classic or coinche, with or without SA/TA) and turn clock. */
function tableOptions(): HTMLElement {
  const s = t();
  const options = state.options;
  return h(
    "fieldset",
    { class: "table-options" },
    h("legend", {}, s.rules),
    h(
      "p",
      {},
      h("label", { for: "rules" }, s.rules),
      " ",
      h(
        "select",
        {
          id: "rules",
          onchange: (e: Event) => (options.rules = (e.target as HTMLSelectElement).value as RulesChoice),
        },
        RULE_CHOICES.map((r) => h("option", { value: r, selected: r === options.rules }, s.ruleChoices[r])),
      ),
    ),
    h(
      "p",
      {},
      h("label", { for: "clock" }, s.clockChoice),
      " ",
      h(
        "select",
        {
          id: "clock",
          onchange: (e: Event) => (options.turnSeconds = Number((e.target as HTMLSelectElement).value) || null),
        },
        CLOCK_CHOICES.map((n) =>
          h("option", { value: n, selected: n === (options.turnSeconds ?? 0) }, n ? s.clockSeconds(n) : s.noClock),
        ),
      ),
    ),
  );
}

/** A table for friends: each other seat a friend (left empty for the invitation) or a bot. */
function friendsForm(): HTMLElement {
  const s = t();
  const choices = [1, 2, 3].map((seat) => {
    const select = h(
      "select",
      { id: `seat-${seat}`, "data-seat": seat },
      h("option", { value: "friend", selected: seat === 2 }, s.friend),
      h("option", { value: "bot", selected: seat !== 2 }, s.robot),
    ) as HTMLSelectElement;
    return { seat, select };
  });
  return h(
    "form",
    {
      class: "friends-form",
      onsubmit: (e: Event) => {
        e.preventDefault();
        const seats: SeatSpec[] = [{}, null, null, null];
        for (const { seat, select } of choices) seats[seat] = select.value === "bot" ? { bot: "heuristic" } : null;
        void newGame(seats);
      },
    },
    h("h2", {}, s.friendsTable),
    choices.map(({ seat, select }) =>
      h("p", {}, h("label", { for: select.id }, s.seatChoice(s.seats[seat])), " ", select),
    ),
    h("button", { type: "submit", id: "friends-table" }, s.friendsTable),
  );
}

function statusLine(): HTMLElement {
  const view = state.view;
  let text = state.message;
  if (!text && view && view.table.status !== "finished" && view.table.turn !== null) {
    text = view.table.turn === view.seat ? t().yourTurn : t().waitingFor(seatName(view, view.table.turn));
  }
  return h("p", { class: "status", id: "status", "aria-live": "polite" }, text);
}

/** Redraws everything, keeping the keyboard focus where the player had it. */
function render(): void {
  const active = document.activeElement as HTMLElement | null;
  const focusCard = active?.dataset.card ?? null;
  const focusBid = active?.dataset.bid ?? null;
  const focusId = active?.id || null;
  const typing = active?.tagName === "INPUT";
  document.documentElement.lang = lang();
  document.title = t().title;
  const body = state.onChallengePage
    ? challengeView(state.challenge, state.busy, {
        play: () => void playChallenge(),
        showDay: (day) => void showChallenge(day),
      })
    : state.view
    ? tableView(state.view, state.deals, state.busy, focusCard, {
        play,
        bid,
        newGame: () => void newGame(),
        fillWithBots: () => void fillWithBots(),
        inviteLink: () => `${location.origin}/#game=${state.gameId}`,
        returnToSeat: () => void act((v) => state.session!.returnToSeat(state.gameId!, v.seat)),
      }, state.standIns)
    : welcome();
  // For tests and tools watching the page: the version drawn, and whether a move is on its way.
  root.dataset.version = String(state.view?.table.version ?? "");
  root.dataset.busy = String(state.busy);
  const parts = [header(), statusLine(), body];
  // Redraw only what changed on screen: a message that changes nothing visible
  // (a stream echo of a move, a fetch of the same summaries) must not move the focus.
  const drawn = parts.map((el) => el.outerHTML).join("");
  if (drawn === lastDrawn) return;
  lastDrawn = drawn;
  root.replaceChildren(...parts);
  tickClocks(root, Date.now());
  if (typing) {
    document.getElementById(focusId ?? "")?.focus();
    return;
  }
  const view = state.view;
  if (view && view.legal_cards.length && !state.busy) {
    root.querySelector<HTMLElement>('.hand [tabindex="0"]')?.focus();
  } else if (view && view.legal_bids.length && !state.busy) {
    const again = focusBid && root.querySelector<HTMLElement>(`[data-bid="${focusBid}"]`);
    (again || root.querySelector<HTMLElement>(".bids-panel select, .bids-panel .bid"))?.focus();
  } else if (focusId) {
    document.getElementById(focusId)?.focus();
  }
}

/** A decision from the stream: marks (or clears) the moves a stand-in made. */
function noteEvent(event: StreamEvent): void {
  const d = event.data;
  if ((event.type !== "BidMade" && event.type !== "CardPlayed") || typeof d?.seat !== "number") return;
  state.standIns.seats[d.seat] = d.stand_in === true;
  if (d.stand_in && d.card) state.standIns.cards.add(d.card);
  if (d.stand_in && d.seat === state.seat) state.message = t().standInYou;
}

function show(view: SeatView): void {
  if (state.view && view.table.version <= state.view.table.version) return; // seen already
  const dealIndex = view.table.deal?.deal_index ?? -1;
  if (dealIndex !== state.standInsDeal) {
    state.standInsDeal = dealIndex;
    state.standIns.cards.clear();
  }
  state.view = view;
  const key = `${view.table.deal?.deal_index ?? -1}:${view.table.status}`;
  if (key !== state.dealsFor && state.session && state.gameId) {
    state.dealsFor = key;
    const gameId = state.gameId;
    state.session.deals(gameId).then(
      (deals) => {
        if (state.gameId !== gameId) return;
        state.deals = deals;
        render();
      },
      () => undefined, // the summaries come back with the next deal
    );
  }
  render();
}

async function openGame(gameId: string, seat: number): Promise<void> {
  follower?.stop();
  state.gameId = gameId;
  state.seat = seat;
  state.view = null;
  state.deals = [];
  state.dealsFor = "";
  state.standIns = noStandIns();
  state.standInsDeal = -1;
  history.replaceState(null, "", `#game=${gameId}`);
  const view = await state.session!.view(gameId, seat);
  show(view);
  if (view.table.status !== "finished") {
    follower = follow(
      state.session!,
      gameId,
      seat,
      view.table.version,
      show,
      (online) => {
        if (online !== state.online) {
          state.online = online;
          render();
        }
      },
      noteEvent,
    );
  }
}

async function newGame(seats: SeatSpec[] = AGAINST_BOTS): Promise<void> {
  if (!state.session || state.busy) return;
  state.busy = true;
  render();
  try {
    await openGame(await withPlayer(() => state.session!.newGame(seats, state.options)), 0);
    state.onChallengePage = false;
    state.message = "";
  } catch (e) {
    fail(e);
  } finally {
    state.busy = false;
    render();
  }
}

/**
 * Opens the game of a link: at the player's own seat, else in the first free
 * seat of a table that has not started.
 */
async function joinGame(gameId: string): Promise<void> {
  const session = state.session!;
  const game = await session.game(gameId);
  let seat = seatOf(game, session.player);
  if (seat === null) {
    const free = game.table.seats.findIndex((o) => o === null);
    if (game.table.status !== "waiting" || free < 0) throw new Error(t().tableFull);
    seat = seatOf(await session.takeSeat(gameId, free, {}), session.player) ?? free;
  }
  await openGame(gameId, seat);
}

async function fillWithBots(): Promise<void> {
  const view = state.view;
  if (!view || !state.session || !state.gameId || state.busy) return;
  state.busy = true;
  render();
  try {
    for (const [seat, o] of view.table.seats.entries()) {
      if (o === null) await state.session.takeSeat(state.gameId, seat, { bot: "heuristic" });
    }
    show(await state.session.view(state.gameId, state.seat));
  } catch (e) {
    fail(e);
  } finally {
    state.busy = false;
    render();
  }
}

async function showChallenge(day?: string): Promise<void> {
  if (!state.session) return;
  state.onChallengePage = true;
  history.replaceState(null, "", "#challenge");
  render();
  try {
    const today = utcToday();
    state.challenge = await loadChallenge(state.session, today, day ?? today);
    render();
  } catch (e) {
    fail(e);
  }
}

function leaveChallenge(): void {
  state.onChallengePage = false;
  history.replaceState(null, "", state.gameId ? `#game=${state.gameId}` : location.pathname);
  render();
}

async function playChallenge(): Promise<void> {
  if (!state.session || state.busy) return;
  state.busy = true;
  render();
  try {
    const gameId = await withPlayer(() => startChallenge(state.session!, utcToday()));
    state.onChallengePage = false;
    await openGame(gameId, 0);
  } catch (e) {
    fail(e);
  } finally {
    state.busy = false;
    render();
  }
}

async function rename(name: string): Promise<void> {
  if (!name) return;
  try {
    state.session = new Session(await createPlayer(name));
    render();
  } catch (e) {
    fail(e);
  }
}

function fail(e: unknown): void {
  state.message = `${t().error}: ${e instanceof Error ? e.message : String(e)}`;
  render();
}

async function act(send: (view: SeatView) => Promise<SeatView>): Promise<void> {
  const view = state.view;
  if (!view || !state.session || !state.gameId || state.busy) return;
  state.busy = true;
  state.message = "";
  render();
  try {
    show(await send(view));
  } catch (e) {
    // Refused (the game moved on, or a rule): show why and draw the table as it is now.
    if (e instanceof ApiError) state.message = e.message;
    else fail(e);
    try {
      show(await state.session.view(state.gameId, state.seat));
    } catch {
      // the stream catches up when the network is back
    }
  } finally {
    state.busy = false;
    render();
  }
}

function play(card: string): void {
  const view = state.view;
  if (!view || !view.legal_cards.length) return;
  if (!(view.legal_cards as string[]).includes(card)) {
    state.message = t().notPlayable(cardName(card));
    render();
    return;
  }
  void act((v) => state.session!.play(state.gameId!, v, card as CardCode));
}

function bid(choice: BidChoice): void {
  void act((v) => state.session!.bid(state.gameId!, v, choice));
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
    state.session = new Session(await createPlayer(state.session.player.name));
    return await f();
  }
}

async function boot(): Promise<void> {
  setLang(lang());
  try {
    const player = storedPlayer() ?? (await createPlayer(lang() === "fr" ? "Sud" : "South"));
    state.session = new Session(player);
    if (location.hash === "#challenge") {
      await showChallenge();
      return;
    }
    const fromLink = /game=([\w-]+)/.exec(location.hash)?.[1];
    const gameId = fromLink ?? storedGame();
    if (gameId) {
      try {
        await withPlayer(() => joinGame(gameId));
        return;
      } catch (e) {
        state.view = null;
        state.gameId = null;
        history.replaceState(null, "", location.pathname);
        if (!(e instanceof ApiError)) state.message = e instanceof Error ? e.message : String(e);
      }
    }
    render();
  } catch (e) {
    fail(e);
  }
}

setInterval(() => tickClocks(root, Date.now()), 250);
void boot();
