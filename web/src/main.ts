/**
 * The reference web table, on the public API only (the generated client and
 * the seat's event stream): the store holds the state, `actions` change it,
 * the screens draw it; this module draws the screen of the current route.
 */
import { storedPlayer, Session } from "./api.js";
import * as act from "./actions.js";
import { confirmDialog, h } from "./dom.js";
import { lang, t, useLang } from "./i18n.js";
import { formatDay } from "./lib/format.js";
import { parseRoute } from "./lib/route.js";
import { challengeView } from "./screens/challenge.js";
import { header } from "./screens/header.js";
import { helpView } from "./screens/help.js";
import { homeView, nameForm } from "./screens/home.js";
import { seatName, tableView, tickClocks } from "./screens/table.js";
import { tablesView } from "./screens/tables.js";
import { onChange, state, update } from "./store.js";

const root = document.getElementById("app")!;
let lastDrawn = "";

function statusLine(): HTMLElement {
  const view = state.view;
  let text = state.message;
  const atTable = state.route.screen === "play";
  if (!text && atTable && view && view.table.status !== "finished" && view.table.turn !== null) {
    text = view.table.turn === view.seat && !state.watching ? t().yourTurn : t().waitingFor(seatName(view, view.table.turn));
  }
  return h("p", { class: "status", id: "status", "aria-live": "polite" }, text);
}

/** "A game is running": resume, resign, or leave it to its stand-in. */
function runningQuestion(): HTMLElement {
  const s = t();
  return confirmDialog("running", s.runningGame, [
    ["running-resume", s.resumeGame, () => act.settleRunning("resume")],
    ["running-resign", s.resignAndStart, () => act.settleRunning("resign")],
    ["running-leave", s.leaveAndStart, () => act.settleRunning("leave")],
  ]);
}

function body(focusCard: string | null): HTMLElement {
  const s = t();
  const route = state.route;
  const name = state.session?.player.name ?? null;
  if (!state.session) {
    const prompt = route.screen === "join" ? s.joinPrompt(s.compass[["south", "east", "north", "west"][route.seat]]) : s.namePrompt;
    return h("main", { class: "welcome", id: "name-first" }, h("p", {}, prompt), nameForm(null, { rename: (n) => void act.rename(n) }));
  }
  switch (route.screen) {
    case "play": {
      const view = state.view;
      if (!view) return h("main", { class: "welcome" }, h("p", {}, "…"));
      return tableView(
        view,
        {
          deals: state.deals,
          busy: state.busy,
          focusCard,
          standIns: state.standIns,
          held: view.table.deal?.current_trick?.cards.length ? null : state.held,
          summary: state.watching ? null : state.summary,
          rematch: state.rematch,
          confirm: state.confirm,
          invitations: state.invitations,
          watching: state.watching,
        },
        {
          play: act.play,
          bid: act.bid,
          fillWithBots: act.fillWithBots,
          invite: act.invite,
          returnToSeat: act.returnToSeat,
          resign: act.askResign,
          confirmResign: act.resign,
          cancel: act.cancel,
          rematch: act.rematch,
          leave: act.leave,
          dismissSummary: act.dismissSummary,
        },
      );
    }
    case "daily":
      return challengeView(state.challenge, state.busy, {
        play: act.playChallenge,
        showDay: (day) => act.go({ screen: "daily", day }),
      }, state.session.player.id);
    case "tables":
      return tablesView(state.lobby, state.busy, (game, seat) => act.go({ screen: "join", game, seat, invitation: null }));
    case "help":
      return state.help ? helpView(state.help) : h("main", { class: "welcome" }, h("p", {}, "…"));
    default: {
      const home = homeView(
        { name, mode: state.mode, options: state.options, turnSeconds: state.turnSeconds, visibility: state.visibility, friendSeats: state.friendSeats, bots: state.bots, busy: state.busy },
        {
          rename: (n) => void act.rename(n),
          againstBots: act.againstBots,
          friends: act.friends,
          setFriendSeat: act.setFriendSeat,
          setMode: act.setMode,
          setOption: act.setOption,
          setClock: act.setClock,
          setVisibility: act.setVisibility,
          setBots: act.setBots,
        },
      );
      if (state.confirm === "newGame") home.prepend(runningQuestion());
      else if (act.runningGame() && state.gameId) {
        const id = state.gameId;
        home.prepend(h("p", {}, h("a", { href: `/play/${id}`, id: "resume", onclick: (e: Event) => (e.preventDefault(), act.go({ screen: "play", game: id })) }, s.resume)));
      }
      return home;
    }
  }
}

/** Draws the current screen, keeping the keyboard focus where the player had it. */
function render(): void {
  const active = document.activeElement as HTMLElement | null;
  const focusCard = active?.dataset.card ?? null;
  const focusBid = active?.dataset.bid ?? null;
  const focusId = active?.id || null;
  const typing = active?.tagName === "INPUT";
  document.documentElement.lang = lang();
  document.title = `${t().title}${state.route.screen === "daily" && state.challenge ? ` · ${formatDay(state.challenge.today, lang())}` : ""}`;
  const atTable = state.route.screen === "play";
  root.dataset.version = String(atTable ? (state.view?.table.version ?? "") : "");
  root.dataset.busy = String(state.busy);
  root.dataset.screen = state.route.screen;
  const parts = [
    header({ route: state.route, online: atTable && state.view ? state.online : null }, (r) => act.go(r), () => {
      void useLang(lang() === "fr" ? "en" : "fr").then(() => update());
    }),
    statusLine(),
    body(focusCard),
  ];
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
  const playing = atTable && view && !state.watching && !state.busy;
  if (playing && view.legal_cards.length) {
    root.querySelector<HTMLElement>('.hand [tabindex="0"]')?.focus();
  } else if (playing && view.legal_bids.length) {
    const again = focusBid && root.querySelector<HTMLElement>(`[data-bid="${focusBid}"]`);
    (again || root.querySelector<HTMLElement>(".bids-panel select, .bids-panel .bid"))?.focus();
  } else if (focusId) {
    document.getElementById(focusId)?.focus();
  }
}

async function boot(): Promise<void> {
  await useLang(lang());
  onChange(render);
  const player = storedPlayer();
  update((s) => {
    s.session = player ? new Session(player) : null;
  });
  window.addEventListener("popstate", () => void act.enter(parseRoute(location.pathname, location.search)));
  void act.enter(parseRoute(location.pathname, location.search));
}

setInterval(() => tickClocks(root, Date.now()), 250);
void boot();
