import assert from "node:assert/strict";
import { test } from "node:test";
import { useLang as setLang } from "../src/i18n.js";
import type { SeatPeople } from "../src/lib/seats.js";
import { dealSummary, type DealResult } from "../src/lib/summary.js";

const people: SeatPeople = {
  seats: [{ kind: "player", name: "p1" }, { kind: "bot", name: "heuristic" }, { kind: "bot", name: "heuristic" }, { kind: "bot", name: "heuristic" }],
  seat_names: ["Mireille", "heuristic", "heuristic", "heuristic"],
  seat_kinds: ["human", "bot", "bot", "bot"],
};

const made: DealResult = {
  deal_index: 2,
  outcome: "made",
  taker: 1,
  trump: "H",
  card_points: [52, 110],
  totals: [52, 150],
  scores: [52, 150],
  belote: 3,
  announcements_team: 1,
  reserve: 0,
  announcements: [{ seat: 1, name: "tierce", points: 20, cards: ["7S", "8S", "9S"] }],
  belote_said: [],
};

test("the summary gives each team's points in the viewer's order, with what made them", async () => {
  await setLang("fr");
  const south = dealSummary(made, people, 0, [300, 410], "♥ cœur");
  assert.equal(south.title, "Fin de la donne 3");
  assert.equal(south.outcome, "Le contrat est rempli.");
  const rows = Object.fromEntries(south.rows.map((r) => [r.id, r.values]));
  assert.deepEqual(rows, { cards: [52, 110], belote: [0, 20], announcements: [0, 20], deal: [52, 150], game: [300, 410] });
  assert.ok(south.notes.includes("Contrat de Robot Est : ♥ cœur"));
  assert.ok(south.notes.includes("Belote et rebelote : Robot Ouest"));
  assert.ok(south.notes.includes("Robot Est : tierce (20)"));
  assert.ok(south.notes.includes("Annonces comptées pour Eux"));
  const east = dealSummary(made, people, 1, [300, 410]);
  assert.deepEqual(east.rows.find((r) => r.id === "deal")?.values, [150, 52]);
});

test("a litige says the reserve; a thrown-in deal has no card points", async () => {
  await setLang("en");
  const litige = dealSummary({ ...made, outcome: "litige", reserve: 81, announcements: [], announcements_team: null, belote: null }, people, 0, [0, 81]);
  assert.equal(litige.outcome, "Tie (litige): the taker's points go to the reserve.");
  assert.ok(litige.notes.includes("Reserve: 81"));
  const thrown = dealSummary({ ...made, outcome: "thrown_in", taker: null, trump: null, card_points: null, totals: null, scores: [0, 0], belote: null, announcements: [], announcements_team: null }, people, 0, [0, 0]);
  assert.deepEqual(thrown.rows.map((r) => r.id), ["deal", "game"]);
});
