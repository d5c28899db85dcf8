/** The open tables: public waiting tables with their rules, names and free seats. */
import type { LobbyItem } from "../api.js";
import { h } from "../dom.js";
import { lang, t } from "../i18n.js";
import { formatMoment } from "../lib/format.js";
import { compassOf } from "../lib/seats.js";

export function tablesView(items: LobbyItem[] | null, busy: boolean, join: (game: string, seat: number) => void): HTMLElement {
  const s = t();
  return h(
    "main",
    { class: "welcome", id: "tables" },
    h("h2", {}, s.lobby),
    items === null
      ? h("p", {}, "…")
      : items.length === 0
        ? h("p", { id: "tables-empty" }, s.noTables)
        : h(
            "ul",
            { class: "lobby" },
            items.map((item) =>
              h(
                "li",
                { "data-game": item.id },
                h("p", {}, h("strong", {}, item.creator_name), ` · ${s.modes[item.rules.mode ?? "classic"]} · ${s.target(item.rules.target ?? 501)} · ${formatMoment(item.created_at, lang())}`),
                h(
                  "p",
                  {},
                  item.seat_names
                    .map((name, seat) =>
                      s.playedBy(s.compass[compassOf(item.rules.direction, seat)], name === null ? s.free : item.seats[seat]?.kind === "bot" ? s.botMark : name),
                    )
                    .join(" · "),
                ),
                h(
                  "div",
                  { class: "bid-buttons" },
                  item.free_seats.map((seat) =>
                    h("button", { type: "button", "data-seat": seat, disabled: busy, onclick: () => join(item.id, seat) }, s.joinAs(s.compass[compassOf(item.rules.direction, seat)])),
                  ),
                ),
              ),
            ),
          ),
  );
}
