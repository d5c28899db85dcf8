/** Drawing the table from a seat view: pure functions from data to elements. */
import type { BidChoice, DealEntry, SeatView, Trick } from "./api.js";
import { bidControls, bidSaid, contractLabel, highestBid, valueBid } from "./bids.js";
import { cardFace, cardName, isRed, sortHand, suitName } from "./cards.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

export type Position = "south" | "east" | "north" | "west";

export interface TableActions {
  play(card: string): void;
  bid(choice: BidChoice): void;
  newGame(): void;
  fillWithBots(): void;
  inviteLink(): string;
  returnToSeat(): void;
}

/**
 * The moves the seats' stand-ins made (turn clocks: a seat whose time ran
 * out), as the event stream reported them: per seat, whether its last move
 * was its stand-in's; the cards they played in this deal.
 */
export interface StandIns {
  seats: boolean[];
  cards: Set<string>;
}

/** Where a seat sits on screen: seat 0 (South) at the bottom, `direction` placing 1 and 3. */
export function position(view: SeatView, seat: number): Position {
  const clockwise = view.table.rules.direction === "clockwise";
  const order: Position[] = clockwise
    ? ["south", "west", "north", "east"]
    : ["south", "east", "north", "west"];
  return order[(seat - view.seat + 4) % 4];
}

export function seatName(view: SeatView, seat: number): string {
  const names = { south: 0, east: 1, north: 2, west: 3 };
  return t().seats[names[position(view, seat)]];
}

function faceCard(card: string, extra = "", label = cardName(card)): HTMLElement {
  return h(
    "span",
    { class: `card face ${isRed(card) ? "red" : "black"} ${extra}`, role: "img", "aria-label": label },
    cardFace(card),
  );
}

function trickCards(view: SeatView, trick: Trick, cls: string, standIns?: StandIns): HTMLElement {
  return h(
    "ol",
    { class: cls },
    trick.cards.map((card, i) => {
      const seat = (trick.leader + i) % 4;
      const byStandIn = standIns?.cards.has(card) ?? false;
      return h(
        "li",
        { class: `played ${position(view, seat)}${byStandIn ? " by-stand-in" : ""}`, "data-seat": seat },
        h("span", { class: "who" }, seatName(view, seat)),
        faceCard(card, "", byStandIn ? `${cardName(card)} (${t().standIn})` : cardName(card)),
      );
    }),
  );
}

function occupant(view: SeatView, seat: number): string {
  const o = view.table.seats[seat];
  return o === null ? t().free : o.kind === "bot" ? t().bot : t().player;
}

/** The team of the seat this view is for: "us" in the score. */
function myTeam(view: SeatView): number {
  return view.seat % 2;
}

/**
 * The countdown of the seat whose turn clock runs: filled in and updated by
 * `tickClocks` (main.ts), from the deadline the service gives (UTC).
 */
function clock(view: SeatView, seat: number): HTMLElement | null {
  const c = view.table.clock;
  if (!c || c.seat !== seat || !c.deadline || view.table.status === "finished") return null;
  return h("span", {
    class: "clock",
    role: "timer",
    "aria-label": t().timeLeft(seatName(view, seat)),
    "data-deadline": c.deadline,
    "data-seconds": c.turn_seconds,
  });
}

/** "1:05": what is left of a turn clock, never more than the turn's length. */
export function countdown(deadline: string, seconds: number, now: number): { text: string; low: boolean } {
  const left = Math.max(0, Math.min(seconds, Math.ceil((Date.parse(deadline) - now) / 1000)));
  return { text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`, low: left <= 10 };
}

/** Shows what is left of each running turn clock; called every quarter second. */
export function tickClocks(root: HTMLElement, now: number): void {
  for (const el of root.querySelectorAll<HTMLElement>(".clock[data-deadline]")) {
    const { text, low } = countdown(el.dataset.deadline ?? "", Number(el.dataset.seconds), now);
    if (el.textContent !== text) el.textContent = text;
    el.classList.toggle("low", low);
  }
}

function seatBox(view: SeatView, seat: number, standIns: StandIns): HTMLElement {
  const deal = view.table.deal;
  const said = (deal?.bids ?? []).filter((b) => b.seat === seat).map((b) => bidSaid(b, deal?.retourne ?? null));
  const turn = view.table.turn === seat && view.table.status !== "finished";
  const taker = deal?.taker === seat;
  const absent = view.table.absent[seat] && view.table.status !== "finished";
  return h(
    "div",
    { class: `seat ${position(view, seat)}${turn ? " turn" : ""}`, "data-seat": seat },
    h("strong", {}, seatName(view, seat)),
    clock(view, seat),
    taker && deal?.trump
      ? h("span", { class: "badge" }, `${t().taker} ${contractLabel(deal.contract, deal.trump)}`)
      : null,
    absent ? h("span", { class: "absent" }, t().absent) : null,
    standIns.seats[seat] && !absent ? h("span", { class: "stand-in" }, t().standIn) : null,
    seat !== view.seat && deal ? h("span", { class: "count" }, t().cardsLeft(deal.hand_sizes[seat])) : null,
    view.table.status === "waiting" ? h("span", { class: "occupant" }, occupant(view, seat)) : null,
    said.length ? h("span", { class: "said", "data-bids": seat }, said.join(", ")) : null,
  );
}

function hand(view: SeatView, focusCard: string | null, actions: TableActions): HTMLElement {
  const trump = view.table.deal?.trump ?? null;
  const cards = sortHand(view.hand, trump);
  const playing = view.legal_cards.length > 0;
  const legal = new Set<string>(view.legal_cards);
  const focusIndex = Math.max(0, focusCard ? cards.indexOf(focusCard) : cards.findIndex((c) => legal.has(c)));
  const buttons = cards.map((card, i) => {
    const ok = playing && legal.has(card);
    return h(
      "button",
      {
        type: "button",
        class: `card ${isRed(card) ? "red" : "black"} ${playing ? (ok ? "legal" : "veiled") : ""}`,
        "data-card": card,
        "aria-disabled": playing ? String(!ok) : "true",
        tabindex: i === focusIndex ? 0 : -1,
        draggable: ok ? "true" : null,
        onclick: () => actions.play(card),
        ondragstart: (e: Event) => (e as DragEvent).dataTransfer?.setData("text/plain", card),
      },
      // The name is the words ("valet de cœur"); the face ("V♥") is for the eyes only.
      h("span", { "aria-hidden": "true" }, cardFace(card)),
      h("span", { class: "sr-only" }, cardName(card)),
    );
  });
  const group = h("div", { class: "hand", role: "group", "aria-label": t().hand }, buttons);
  group.addEventListener("keydown", (e) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    let next = index;
    if (e.key in moves) next = (index + moves[e.key] + buttons.length) % buttons.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = buttons.length - 1;
    else return;
    e.preventDefault();
    buttons[index].tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  });
  return group;
}

function center(view: SeatView, actions: TableActions, standIns: StandIns): HTMLElement {
  const deal = view.table.deal;
  const trick = deal?.current_trick;
  const zone = h(
    "section",
    { class: "center", "aria-label": t().trick },
    deal && deal.retourne && view.table.status === "bidding"
      ? h("div", { class: "retourne" }, h("span", {}, t().retourne), faceCard(deal.retourne, "big"))
      : null,
    trick && trick.cards.length ? trickCards(view, trick, "trick", standIns) : null,
  );
  // Dropping a dragged card on the table plays it (same path as a click).
  zone.addEventListener("dragover", (e) => e.preventDefault());
  zone.addEventListener("drop", (e) => {
    e.preventDefault();
    const card = e.dataTransfer?.getData("text/plain");
    if (card) actions.play(card);
  });
  return zone;
}

/** "Partie en 2000 · coinche, sans-atout et tout-atout". */
function rulesSummary(view: SeatView): string {
  const s = t();
  const rules = view.table.rules;
  const mode = s.modeNames[rules.mode ?? "classic"] ?? rules.mode;
  return `${s.target(rules.target ?? 501)} · ${mode}${rules.moderne ? `, ${s.moderne}` : ""}`;
}

/**
 * The contract: trump, taker and the retourne (classic); value, suit, taker,
 * multiplier and who coinched and surcoinched (coinche); the highest bid while
 * a coinche auction runs.
 */
function contract(view: SeatView): HTMLElement | null {
  const s = t();
  const deal = view.table.deal!;
  const c = deal.contract;
  const parts: (string | HTMLElement)[] = [];
  if (c) {
    // "Atout ♥ cœur" for a plain classic contract; "Contrat 110 ♥ cœur", "Contrat sans-atout" otherwise.
    const word = c.value === null && c.suit.length === 1 ? s.trump : s.contract;
    parts.push(`${word} ${contractLabel(c, c.suit)} · ${s.taker} ${seatName(view, c.taker)}`);
    if (c.coinched_by !== null) parts.push(` · ${s.coinchedBy(seatName(view, c.coinched_by))}`);
    if (c.surcoinched_by !== null) parts.push(` · ${s.surcoinchedBy(seatName(view, c.surcoinched_by))}`);
  } else if (deal.trump && deal.taker !== null) {
    parts.push(`${s.trump} ${suitName(deal.trump)} · ${s.taker} ${seatName(view, deal.taker)}`);
  } else {
    const high = highestBid(deal.bids);
    if (high) parts.push(s.highBid(valueBid(high.value, high.suit), seatName(view, high.seat)));
  }
  if (deal.retourne) parts.push(`${parts.length ? " · " : ""}${s.retourne} `, faceCard(deal.retourne, "small"));
  if (!parts.length) return null;
  return h(
    "p",
    {
      id: "contract",
      "data-value": c?.value ?? null,
      "data-suit": c?.suit ?? null,
      "data-multiplier": c?.multiplier ?? null,
    },
    parts,
  );
}

function info(view: SeatView, deals: DealEntry[], standIns: StandIns): HTMLElement {
  const s = t();
  const table = view.table;
  const deal = table.deal;
  const previous = table.previous_trick;
  const us = myTeam(view);
  const summaries = deals
    .filter((d) => d.over && d.record)
    .map((d) => {
      const r = d.record!;
      const n = r.deal_index + 1;
      if (r.outcome === "thrown_in" || r.taker === null || !r.trump) return s.thrownIn(n);
      return `${s.dealSummary(n, seatName(view, r.taker), contractLabel(r.contract, r.trump), s.outcomes[r.outcome] ?? r.outcome, r.scores[us], r.scores[1 - us])}; ${s.totals(r.game_scores[us], r.game_scores[1 - us])}`;
    })
    .reverse();
  const shownContract = deal ? contract(view) : null;
  return h(
    "aside",
    { class: "info" },
    h(
      "section",
      { class: "score", "aria-labelledby": "score-title" },
      h(
        "h2",
        { id: "score-title" },
        s.score,
        " · ",
        h("small", { id: "rules-summary" }, rulesSummary(view)),
      ),
      h(
        "dl",
        {},
        h("dt", {}, s.us),
        h("dd", { id: "score-us" }, String(table.scores[us])),
        h("dt", {}, s.them),
        h("dd", { id: "score-them" }, String(table.scores[1 - us])),
        h("dt", {}, s.reserve),
        h("dd", { id: "reserve" }, String(table.reserve)),
      ),
    ),
    deal && (shownContract || deal.belote_words.length || deal.announcements.length)
      ? h(
          "section",
          { class: "contract" },
          shownContract,
          deal.belote_words.length
            ? h(
                "p",
                { id: "belote" },
                deal.belote_words
                  .map((seat, i) => `${i % 2 ? s.rebeloteWord : s.beloteWord} (${seatName(view, seat)})`)
                  .join(", "),
              )
            : null,
          deal.announcements.length
            ? h(
                "div",
                {},
                h("h3", {}, s.announcements),
                h(
                  "ul",
                  { id: "announcements" },
                  deal.announcements.map((a) =>
                    h(
                      "li",
                      {},
                      `${seatName(view, a.seat)}: ${s.announcementNames[a.name] ?? a.name} (${a.points}) `,
                      a.cards.map((c) => faceCard(c, "small")),
                    ),
                  ),
                ),
              )
            : null,
        )
      : null,
    h(
      "section",
      { class: "previous", "aria-labelledby": "previous-title" },
      h("h2", { id: "previous-title" }, s.previousTrick),
      previous
        ? [
            trickCards(view, previous, "trick small", standIns),
            previous.winner !== null ? h("p", {}, s.wonBy(seatName(view, previous.winner))) : null,
          ]
        : h("p", {}, s.noTrick),
    ),
    summaries.length
      ? h(
          "section",
          { class: "deals", "aria-labelledby": "deals-title" },
          h("h2", { id: "deals-title" }, s.deals),
          h("ol", { id: "deal-summaries", reversed: true }, summaries.map((line) => h("li", {}, line))),
        )
      : null,
  );
}

function gameOver(view: SeatView, actions: TableActions): HTMLElement | null {
  const table = view.table;
  if (table.status !== "finished") return null;
  const s = t();
  const ranking = table.ranking_scores;
  const us = myTeam(view);
  return h(
    "section",
    { class: "game-over", id: "game-over", role: "status", "aria-labelledby": "over-title" },
    h("h2", { id: "over-title" }, s.gameOver),
    h("p", {}, table.abandoned ? s.abandoned : table.winner === us ? s.won : s.lost),
    h(
      "p",
      { id: "final-score", "data-us": table.scores[us], "data-them": table.scores[1 - us] },
      s.finalScore(table.scores[us], table.scores[1 - us]),
    ),
    ranking ? h("p", { id: "ranking-score" }, s.ranking(ranking[us], ranking[1 - us])) : null,
    h("button", { type: "button", class: "primary", onclick: actions.newGame }, s.newGame),
  );
}

/** Before the start: the invitation link, and bots for the seats nobody will take. */
function waiting(view: SeatView, actions: TableActions): HTMLElement | null {
  if (view.table.status !== "waiting") return null;
  const s = t();
  const link = actions.inviteLink();
  const copy = h("button", { type: "button", id: "copy-invite" }, s.copy);
  copy.addEventListener("click", () => {
    void navigator.clipboard?.writeText(link).then(() => (copy.textContent = s.copied), () => undefined);
  });
  return h(
    "section",
    { class: "game-over waiting", "aria-labelledby": "invite-label" },
    h("label", { id: "invite-label", for: "invite" }, s.invite),
    h("input", { id: "invite", readonly: true, value: link }),
    h("p", {}, s.inviteHelp),
    h("div", { class: "bid-buttons" }, copy, h("button", { type: "button", id: "fill-bots", onclick: actions.fillWithBots }, s.fillWithBots)),
  );
}

/** The player's own seat is absent: its stand-in plays until the player says it is back. */
function away(view: SeatView, busy: boolean, actions: TableActions): HTMLElement | null {
  if (!view.table.absent[view.seat] || view.table.status === "finished") return null;
  return h(
    "p",
    { class: "away", id: "away" },
    t().youAreAbsent,
    " ",
    h("button", { type: "button", id: "return-seat", disabled: busy, onclick: actions.returnToSeat }, t().returnToSeat),
  );
}

export function tableView(
  view: SeatView,
  deals: DealEntry[],
  busy: boolean,
  focusCard: string | null,
  actions: TableActions,
  standIns: StandIns,
): HTMLElement {
  const seats = [0, 1, 2, 3];
  return h(
    "div",
    { class: "game" },
    h(
      "main",
      { class: "felt", "aria-label": t().table, "aria-busy": busy ? "true" : null },
      seats.filter((seat) => seat !== view.seat).map((seat) => seatBox(view, seat, standIns)),
      center(view, actions, standIns),
      h(
        "div",
        { class: "south-area" },
        seatBox(view, view.seat, standIns),
        away(view, busy, actions),
        hand(view, focusCard, actions),
        bidControls(view, busy, actions.bid),
      ),
      gameOver(view, actions),
      waiting(view, actions),
    ),
    info(view, deals, standIns),
  );
}
