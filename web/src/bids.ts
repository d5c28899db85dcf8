/**
 * The bidding controls: one button per legal bid of the seat's view. Classic
 * bidding has two rounds: in round one a take names no suit (the retourne's
 * suit is trump), in round two it names another suit. Kept in one module so
 * that other bidding modes (coinche: values, contre, surcoinche) can be added
 * here when the API offers them.
 */
import type { BidChoice, SeatView } from "./api.js";
import { SUIT_SYMBOL, suitName, suitOf } from "./cards.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

export function bidLabel(choice: BidChoice, retourne: string | null): string {
  const s = t();
  if (choice.action === "pass") return s.pass;
  return s.takeSuit(suitName(choice.suit ?? suitOf(retourne ?? "")));
}

/** How a bid made at the table reads next to its seat: "passe", "prend ♥". */
export function bidSaid(action: string, suit: string | null | undefined, retourne: string): string {
  const s = t();
  return action === "pass" ? s.passed : s.took(SUIT_SYMBOL[suit ?? suitOf(retourne)]);
}

export function bidControls(
  view: SeatView,
  busy: boolean,
  onBid: (choice: BidChoice) => void,
): HTMLElement | null {
  if (view.legal_bids.length === 0 || !view.table.deal) return null;
  const retourne = view.table.deal.retourne;
  return h(
    "section",
    { class: "bids-panel", "aria-labelledby": "bid-title" },
    h("h2", { id: "bid-title" }, t().bidPanel),
    h(
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
    ),
  );
}
