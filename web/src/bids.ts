/**
 * The bidding controls, drawn from the seat view's `bid_options` (the legal
 * bids grouped by action) so that only legal bids are ever offered.
 *
 * - Classic: one button per legal bid. In round one a take names no suit (the
 *   retourne's suit is trump); in round two it names another suit, or with the
 *   `moderne` option SA (sans-atout) or TA (tout-atout).
 * - Coinche: a value (80 to 160, or capot: all eight tricks) and a suit (SA/TA
 *   with `moderne`) chosen in two lists, then "bid"; and buttons to pass,
 *   coinche (double the other team's highest bid) or surcoinche (redouble one's
 *   own team's coinched bid).
 */
import type { BidChoice, SeatView } from "./api.js";
import { SUIT_SYMBOL, suitName, suitOf } from "./cards.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

type Contract = NonNullable<NonNullable<SeatView["table"]["deal"]>["contract"]>;
type Said = NonNullable<SeatView["table"]["deal"]>["bids"][number];
export type BidValue = NonNullable<BidChoice["value"]>;

/** "80", "capot". */
export function valueName(value: BidValue | null | undefined): string {
  return value === "capot" ? t().capot : String(value ?? "");
}

/** "110 ♥", "capot SA": a coinche bid in short. */
export function valueBid(value: BidValue | null | undefined, suit: string | null | undefined): string {
  return `${valueName(value)} ${SUIT_SYMBOL[suit ?? ""] ?? ""}`.trim();
}

export function bidLabel(choice: BidChoice, retourne: string | null): string {
  const s = t();
  if (choice.action === "pass") return s.pass;
  if (choice.action === "coinche") return s.coinche;
  if (choice.action === "surcoinche") return s.surcoinche;
  if (choice.action === "bid") return `${s.bidSubmit} ${valueName(choice.value)} ${suitName(choice.suit ?? "")}`;
  return s.takeSuit(suitName(choice.suit ?? suitOf(retourne ?? "")));
}

/** How a bid made at the table reads next to its seat: "passe", "prend ♥", "110 ♠", "coinche !". */
export function bidSaid(bid: Said, retourne: string | null): string {
  const s = t();
  switch (bid.action) {
    case "pass":
      return s.passed;
    case "bid":
      return valueBid(bid.value, bid.suit);
    case "coinche":
      return s.coinched;
    case "surcoinche":
      return s.surcoinched;
    default:
      return s.took(SUIT_SYMBOL[bid.suit ?? suitOf(retourne ?? "7S")]);
  }
}

/** The highest coinche bid so far and who made it, while the auction runs. */
export function highestBid(bids: readonly Said[]): Said | null {
  return [...bids].reverse().find((b) => b.action === "bid") ?? null;
}

/** "110 ♥ cœur ×2": a contract's value (coinche), suit and multiplier. */
export function contractLabel(contract: Contract | null | undefined, trump: string): string {
  if (!contract) return suitName(trump);
  const value = contract.value === null ? "" : `${valueName(contract.value)} `;
  const times = contract.multiplier > 1 ? ` ×${contract.multiplier}` : "";
  return `${value}${suitName(contract.suit)}${times}`;
}

/** The coinche choice being made: kept across redraws, reset when it is no longer legal. */
const draft: { deal: number; value: BidValue | null; suit: string | null } = { deal: -1, value: null, suit: null };

function classicButtons(view: SeatView, busy: boolean, onBid: (choice: BidChoice) => void): HTMLElement {
  const retourne = view.table.deal?.retourne ?? null;
  return h(
    "div",
    { class: "bid-buttons" },
    view.legal_bids.map((choice) =>
      h(
        "button",
        {
          type: "button",
          class: `bid ${choice.action}`,
          "data-bid": `${choice.action}${choice.suit ?? ""}`,
          disabled: busy,
          onclick: () => onBid(choice),
        },
        bidLabel(choice, retourne),
      ),
    ),
  );
}

function coincheControls(view: SeatView, busy: boolean, onBid: (choice: BidChoice) => void): HTMLElement[] {
  const s = t();
  const options = view.bid_options;
  const bidding = options.find((o) => o.action === "bid" && o.values.length && o.suits.length);
  const parts: HTMLElement[] = [];
  const deal = view.table.deal?.deal_index ?? -1;
  if (draft.deal !== deal) Object.assign(draft, { deal, value: null, suit: null });
  if (bidding) {
    if (draft.value === null || !bidding.values.includes(draft.value)) draft.value = bidding.values[0];
    if (draft.suit === null || !(bidding.suits as string[]).includes(draft.suit)) draft.suit = bidding.suits[0];
    const value = h(
      "select",
      {
        id: "bid-value",
        "data-bid": "value",
        disabled: busy,
        onchange: (e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          draft.value = raw === "capot" ? "capot" : (Number(raw) as BidValue);
        },
      },
      bidding.values.map((v) => h("option", { value: String(v), selected: v === draft.value }, valueName(v))),
    );
    const suit = h(
      "select",
      {
        id: "bid-suit",
        "data-bid": "suit",
        disabled: busy,
        onchange: (e: Event) => (draft.suit = (e.target as HTMLSelectElement).value),
      },
      bidding.suits.map((x) => h("option", { value: x, selected: x === draft.suit }, suitName(x))),
    );
    parts.push(
      h(
        "form",
        {
          class: "value-bid",
          onsubmit: (e: Event) => {
            e.preventDefault();
            const choice = view.legal_bids.find(
              (b) => b.action === "bid" && b.value === draft.value && b.suit === draft.suit,
            );
            if (choice) onBid(choice);
          },
        },
        h("span", { class: "pair" }, h("label", { for: "bid-value" }, s.bidValue), value),
        h("span", { class: "pair" }, h("label", { for: "bid-suit" }, s.bidSuit), suit),
        h("button", { type: "submit", class: "bid bid-value", "data-bid": "bid", disabled: busy }, s.bidSubmit),
      ),
    );
  }
  const others = (["pass", "coinche", "surcoinche"] as const).filter((a) => options.some((o) => o.action === a));
  parts.push(
    h(
      "div",
      { class: "bid-buttons" },
      others.map((action) =>
        h(
          "button",
          {
            type: "button",
            class: `bid ${action}`,
            "data-bid": action,
            disabled: busy,
            onclick: () => onBid({ action, suit: null }),
          },
          bidLabel({ action, suit: null }, null),
        ),
      ),
    ),
  );
  return parts;
}

export function bidControls(
  view: SeatView,
  busy: boolean,
  onBid: (choice: BidChoice) => void,
): HTMLElement | null {
  if (view.legal_bids.length === 0 || !view.table.deal) return null;
  const coinche = view.table.rules.mode === "coinche";
  return h(
    "section",
    { class: "bids-panel", "aria-labelledby": "bid-title" },
    h("h2", { id: "bid-title" }, t().bidPanel),
    coinche ? coincheControls(view, busy, onBid) : classicButtons(view, busy, onBid),
  );
}
