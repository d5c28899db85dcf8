/** The top bar: home, open tables, the daily challenge, rules and help, the language. */
import { h } from "../dom.js";
import { lang, t } from "../i18n.js";
import type { Route } from "../lib/route.js";

export interface HeaderData {
  route: Route;
  online: boolean | null;
}

export function header(data: HeaderData, go: (route: Route) => void, switchLang: () => void): HTMLElement {
  const s = t();
  const link = (id: string, route: Route, text: string) =>
    h(
      "a",
      {
        id,
        href: route.screen === "home" ? "/" : `/${route.screen === "daily" ? "daily" : route.screen}`,
        "aria-current": data.route.screen === route.screen ? "page" : null,
        onclick: (e: Event) => {
          e.preventDefault();
          go(route);
        },
      },
      text,
    );
  return h(
    "header",
    { class: "top" },
    h("h1", {}, s.title),
    h(
      "nav",
      { "aria-label": s.title },
      link("home-link", { screen: "home" }, s.home),
      link("tables-link", { screen: "tables" }, s.lobby),
      link("challenge-link", { screen: "daily", day: null }, s.challenge),
      link("help-link", { screen: "help" }, s.help),
    ),
    data.online === null
      ? null
      : h("p", { class: `net ${data.online ? "on" : "off"}`, id: "connection", role: "status" }, data.online ? s.online : s.offline),
    h("button", { type: "button", id: "lang", lang: lang() === "fr" ? "en" : "fr", "aria-label": s.languageName, onclick: switchLang }, s.language),
  );
}
