/** Rules and help: card values, the modes in short, keyboard shortcuts. */
import { h } from "../dom.js";
import { lang } from "../i18n.js";
import type * as Help from "../strings/help.js";

export type HelpText = typeof Help;

export function helpView(help: HelpText): HTMLElement {
  const x = help.TEXT[lang()];
  return h(
    "main",
    { class: "welcome help", id: "help" },
    h("h2", {}, x.title),
    h("h3", {}, x.values),
    h(
      "table",
      { id: "card-values" },
      h("thead", {}, h("tr", {}, x.head.map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, x.cards.map((c, i) => h("tr", {}, h("th", { scope: "row" }, c), h("td", {}, String(help.TRUMP[i])), h("td", {}, String(help.PLAIN[i]))))),
    ),
    h("h3", {}, x.modes),
    h("p", {}, x.classic),
    h("p", {}, x.coinche),
    h("p", {}, x.moderne),
    h("h3", {}, x.keys),
    h("ul", {}, x.keyList.map((k) => h("li", {}, k))),
  );
}
