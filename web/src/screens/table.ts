/** Drawing the table from a seat view: functions from data to elements. */
import type { BidChoice, DealEntry, RematchOut, SeatView, Trick } from "../api.js";
import { bidControls, bidSaid, contractLabel, highestBid, valueBid } from "../bids.js";
import { cardFace, cardName, isRed, sortHand, suitName } from "../cards.js";
import { confirmDialog, h } from "../dom.js";
import { lang, t } from "../i18n.js";
import { formatList } from "../lib/format.js";
import { compassName, isBot, personName, screenPosition, teamSeats, type SeatPeople } from "../lib/seats.js";
import { countdown } from "../lib/clock.js";
import { dealSummary, type DealResult } from "../lib/summary.js";
import type { StandIns } from "../store.js";

export type Position = "south" | "east" | "north" | "west";

export interface TableActions {
  play(card: string): void;
  bid(choice: BidChoice): void;
  fillWithBots(): void;
  invite(seat: number): void;
  returnToSeat(): void;
  resign(): void;
  confirmResign(): void;
  cancel(): void;
  rematch(): void;
  leave(): void;
  dismissSummary(): void;
}

/** What the table screen draws besides the view. */
export interface TableExtras {
  deals: DealEntry[];
  busy: boolean;
  focusCard: string | null;
  standIns: StandIns;
  /** A trick that just filled, still shown in the centre. */
  held: Trick | null;
  /** The last deal's result and the game's scores after it, until dismissed. */
  summary: { result: DealResult; scores: readonly number[] } | null;
  rematch: RematchOut | null;
  confirm: "resign" | "newGame" | null;
  invitations: Record<number, string>;
  watching: boolean;
}

export function people(view: SeatView): SeatPeople {
  return {
    seats: view.table.seats,
    seat_names: view.seat_names ?? [],
    seat_kinds: view.seat_kinds ?? [],
    direction: view.table.rules.direction,
  };
}

/** Where a seat is drawn: the viewer at the bottom. */
export function position(view: SeatView, seat: number): Position {
  return screenPosition(view.table.rules.direction, view.seat, seat);
}

/** Who sits there: a name, "Robot Est", or the compass word of a free seat. */
export function seatName(view: SeatView, seat: number): string {
  return personName(people(view), seat);
}

/** "Mireille et Robot Nord". */
function teamName(view: SeatView, team: number): string {
  return formatList(teamSeats(team).map((seat) => seatName(view, seat)), lang());
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
    "data-own": String(seat === view.seat),
  });
}

/** Shows what is left of each running turn clock, and warns when one's own runs low; called every quarter second. */
export function tickClocks(root: HTMLElement, now: number): void {
  for (const el of root.querySelectorAll<HTMLElement>(".clock[data-deadline]")) {
    const { text, low } = countdown(el.dataset.deadline ?? "", Number(el.dataset.seconds), now);
    if (el.textContent !== text) el.textContent = text;
    el.classList.toggle("low", low);
    if (el.dataset.own === "true") root.querySelector<HTMLElement>("#clock-warning")?.toggleAttribute("hidden", !low);
  }
}

/** Said before the player's own clock runs out: what the service then does. */
function clockWarning(view: SeatView): HTMLElement | null {
  const c = view.table.clock;
  if (!c || c.seat !== view.seat || !c.deadline || view.table.status === "finished") return null;
  return h("p", { class: "away", id: "clock-warning", role: "alert", hidden: true }, t().clockWarning(c.absent_after));
}

function seatBox(view: SeatView, seat: number, standIns: StandIns): HTMLElement {
  const s = t();
  const deal = view.table.deal;
  const said = (deal?.bids ?? []).filter((b) => b.seat === seat).map((b) => bidSaid(b, deal?.retourne ?? null));
  const turn = view.table.turn === seat && view.table.status !== "finished";
  const taker = deal?.taker === seat;
  const absent = view.table.absent[seat] && view.table.status !== "finished";
  const free = view.table.seats[seat] === null;
  const bot = isBot(people(view), seat);
  return h(
    "div",
    { class: `seat ${position(view, seat)}${turn ? " turn" : ""}`, "data-seat": seat, "aria-current": turn ? "true" : null },
    h("strong", { class: "name" }, free ? s.free : seatName(view, seat)),
    h(
      "span",
      { class: "compass" },
      compassName(people(view), seat),
      seat === view.seat ? ` · ${s.you}` : "",
      bot && view.table.seats[seat]?.kind !== "bot" ? ` · ${s.botMark}` : "",
    ),
    deal && deal.dealer === seat ? h("span", { class: "badge dealer", "data-dealer": seat }, s.dealer) : null,
    clock(view, seat),
    turn ? h("span", { class: "turn-mark" }, s.turnMark) : null,
    taker && deal?.trump ? h("span", { class: "badge taker" }, `${s.taker} ${contractLabel(deal.contract, deal.trump)}`) : null,
    absent ? h("span", { class: "absent" }, s.absent) : null,
    standIns.seats[seat] && !absent ? h("span", { class: "stand-in" }, s.standIn) : null,
    seat !== view.seat && deal ? h("span", { class: "count" }, s.cardsLeft(deal.hand_sizes[seat])) : null,
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

function center(view: SeatView, actions: TableActions, extras: TableExtras): HTMLElement {
  const deal = view.table.deal;
  const trick = extras.held ?? deal?.current_trick;
  const zone = h(
    "section",
    { class: "center", "aria-label": t().trick },
    deal && deal.retourne && view.table.status === "bidding"
      ? h("div", { class: "retourne" }, h("span", {}, t().retourne), faceCard(deal.retourne, "big"))
      : null,
    trick && trick.cards.length
      ? trickCards(view, trick, `trick${extras.held ? " held" : ""}`, extras.standIns)
      : null,
    extras.summary ? summaryPanel(view, extras.summary, extras.deals, actions) : null,
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

/** How the last deal came out (the seat view's `last_deal`), until the player moves on. */
function summaryPanel(
  view: SeatView,
  shown: { result: DealResult; scores: readonly number[] },
  deals: DealEntry[],
  actions: TableActions,
): HTMLElement {
  const result = shown.result;
  const s = t();
  const record = deals.find((d) => d.deal_index === result.deal_index)?.record ?? null;
  const contract = record?.contract && result.trump ? contractLabel(record.contract, result.trump) : result.trump ? suitName(result.trump) : null;
  const summary = dealSummary(result, people(view), myTeam(view), shown.scores, contract);
  return h(
    "section",
    { class: "summary", id: "deal-summary", "aria-labelledby": "summary-title", "data-deal": result.deal_index },
    h("h2", { id: "summary-title" }, summary.title),
    h("p", { class: "outcome" }, summary.outcome),
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, h("td", {}), h("th", { scope: "col" }, s.us), h("th", { scope: "col" }, s.them))),
      h(
        "tbody",
        {},
        summary.rows.map((row) =>
          h(
            "tr",
            { "data-row": row.id, "data-us": row.values[0], "data-them": row.values[1] },
            h("th", { scope: "row" }, row.label),
            h("td", {}, String(row.values[0])),
            h("td", {}, String(row.values[1])),
          ),
        ),
      ),
    ),
    summary.notes.length ? h("ul", {}, summary.notes.map((n) => h("li", {}, n))) : null,
    h("button", { type: "button", id: "summary-close", onclick: actions.dismissSummary }, s.continueGame),
  );
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
  // The previous trick of this deal only: a new deal starts with none.
  const previous = table.previous_trick_at?.deal_index === deal?.deal_index ? table.previous_trick : null;
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
        h("dt", {}, `${s.us} (${teamName(view, us)})`),
        h("dd", { id: "score-us" }, String(table.scores[us])),
        h("dt", {}, `${s.them} (${teamName(view, 1 - us)})`),
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
    deal && deal.bids.length
      ? h(
          "section",
          { class: "auction", id: "auction", "aria-labelledby": "auction-title", "data-round": deal.bidding_round ?? "" },
          h(
            "h2",
            { id: "auction-title" },
            table.status !== "bidding"
              ? s.auction
              : table.rules.mode === "coinche"
                ? s.coincheAuction
                : s.biddingRound(deal.bidding_round ?? 1),
          ),
          h(
            "ol",
            {},
            deal.bids.map((b) => h("li", { "data-seat": b.seat }, s.playedBy(seatName(view, b.seat), bidSaid(b, deal.retourne)))),
          ),
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

function gameOver(view: SeatView, extras: TableExtras, actions: TableActions): HTMLElement | null {
  const table = view.table;
  if (table.status !== "finished") return null;
  const s = t();
  const ranking = table.ranking_scores;
  const us = myTeam(view);
  const rematch = extras.rematch;
  const agreed = rematch?.requests ?? [];
  const names = (seats: readonly number[]) => formatList(seats.map((seat) => seatName(view, seat)), lang());
  const asked = agreed.includes(view.seat);
  return h(
    "section",
    { class: "game-over", id: "game-over", role: "status", "aria-labelledby": "over-title" },
    h("h2", { id: "over-title" }, s.gameOver),
    h("p", {}, table.abandoned ? s.abandoned : table.winner === us ? s.won : s.lost),
    table.winner !== null && !extras.watching ? h("p", { id: "winners" }, s.winners(teamName(view, table.winner))) : null,
    h(
      "p",
      { id: "final-score", "data-us": table.scores[us], "data-them": table.scores[1 - us] },
      s.finalScore(table.scores[us], table.scores[1 - us]),
    ),
    ranking ? h("p", { id: "ranking-score" }, s.ranking(ranking[us], ranking[1 - us])) : null,
    ranking ? h("p", { id: "ranking-help", class: "help" }, s.rankingExplained) : null,
    agreed.length ? h("p", { id: "rematch-agreed" }, s.rematchAgreed(names(agreed))) : null,
    rematch && rematch.waiting_for.length && agreed.length
      ? h("p", { id: "rematch-waiting" }, s.rematchWaiting(names(rematch.waiting_for)))
      : null,
    h(
      "div",
      { class: "bid-buttons" },
      extras.watching
        ? null
        : h(
            "button",
            { type: "button", class: "primary", id: "rematch", disabled: extras.busy || asked, onclick: actions.rematch },
            asked ? s.rematchAsked : s.rematch,
          ),
      h("button", { type: "button", id: "leave", onclick: actions.leave }, s.leave),
    ),
  );
}

/** Before the start: an invitation link for each free seat, and bots for the seats nobody will take. */
function waiting(view: SeatView, extras: TableExtras, actions: TableActions): HTMLElement | null {
  if (view.table.status !== "waiting") return null;
  const s = t();
  const free = view.table.seats.map((o, seat) => (o === null ? seat : -1)).filter((seat) => seat >= 0);
  return h(
    "section",
    { class: "game-over waiting", "aria-labelledby": "invite-title" },
    h("h2", { id: "invite-title" }, s.invite),
    h("p", {}, s.inviteHelp),
    h(
      "ul",
      { class: "invitations" },
      free.map((seat) => {
        const link = extras.invitations[seat];
        const label = s.inviteFor(compassName(people(view), seat), seat % 2 === view.seat % 2 ? s.partner : s.opponent);
        return h(
          "li",
          { "data-seat": seat },
          link
            ? [
                h("label", { for: `invite-${seat}` }, label),
                h("input", { id: `invite-${seat}`, class: "invite-link", readonly: true, value: link }),
              ]
            : h(
                "button",
                { type: "button", id: `make-invite-${seat}`, disabled: extras.busy, onclick: () => actions.invite(seat) },
                s.makeInvite(label),
              ),
        );
      }),
    ),
    h("div", { class: "bid-buttons" }, h("button", { type: "button", id: "fill-bots", disabled: extras.busy, onclick: actions.fillWithBots }, s.fillWithBots)),
  );
}

/** Resigning asks first: the team loses, and it counts. */
function resignControls(view: SeatView, extras: TableExtras, actions: TableActions): HTMLElement | null {
  const status = view.table.status;
  if (extras.watching || status === "finished" || status === "waiting") return null;
  const s = t();
  if (extras.confirm === "resign") {
    return confirmDialog("resign", s.resignConfirm, [
      ["resign-yes", s.resignYes, actions.confirmResign, "danger"],
      ["resign-no", s.cancel, actions.cancel],
    ]);
  }
  return h("div", { class: "table-actions" }, h("button", { type: "button", id: "resign", onclick: actions.resign }, s.resign));
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

export function tableView(view: SeatView, extras: TableExtras, actions: TableActions): HTMLElement {
  const seats = [0, 1, 2, 3];
  return h(
    "div",
    { class: "game" },
    h(
      "main",
      { class: "felt", "aria-label": t().table, "aria-busy": extras.busy ? "true" : null },
      seats.filter((seat) => seat !== view.seat).map((seat) => seatBox(view, seat, extras.standIns)),
      center(view, actions, extras),
      h(
        "div",
        { class: "south-area" },
        seatBox(view, view.seat, extras.standIns),
        extras.watching ? null : away(view, extras.busy, actions),
        extras.watching ? null : clockWarning(view),
        extras.watching ? null : hand(view, extras.focusCard, actions),
        extras.watching ? null : bidControls(view, extras.busy, actions.bid),
        resignControls(view, extras, actions),
      ),
      gameOver(view, extras, actions),
      waiting(view, extras, actions),
    ),
    info(view, extras.deals, extras.standIns),
  );
}
