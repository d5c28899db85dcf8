import assert from "node:assert/strict";
import { test } from "node:test";
import { useLang as setLang } from "../src/i18n.js";
import { compassOf, isBot, personName, screenPosition, type SeatPeople } from "../src/lib/seats.js";

const table: SeatPeople = {
  seats: [{ kind: "player", name: "p1" }, { kind: "bot", name: "heuristic" }, { kind: "player", name: "p2" }, null],
  seat_names: ["Mireille", "heuristic", "Hugo", null],
  seat_kinds: ["human", "bot", "human", null],
};

test("compass names are the same for every viewer", async () => {
  assert.deepEqual([0, 1, 2, 3].map((s) => compassOf("counterclockwise", s)), ["south", "east", "north", "west"]);
  assert.deepEqual([0, 1, 2, 3].map((s) => compassOf("clockwise", s)), ["south", "west", "north", "east"]);
});

test("each viewer is drawn at the bottom, the others round in play order", async () => {
  assert.equal(screenPosition("counterclockwise", 2, 2), "south");
  assert.equal(screenPosition("counterclockwise", 2, 0), "north");
  assert.equal(screenPosition("counterclockwise", 2, 3), "east");
  assert.equal(screenPosition("clockwise", 1, 2), "west");
});

test("people are named by their names, bots as bots, never by a seat word alone", async () => {
  await setLang("fr");
  assert.equal(personName(table, 0), "Mireille");
  assert.equal(personName(table, 1), "Robot Est");
  assert.equal(personName(table, 2), "Hugo");
  assert.equal(personName(table, 3), "Ouest");
  assert.equal(isBot(table, 1), true);
  assert.equal(isBot(table, 2), false);
  const account = { ...table, seat_kinds: ["human", "bot", "bot", null] };
  assert.equal(isBot(account, 2), true, "a bot account is marked as a bot");
  await setLang("en");
  assert.equal(personName(table, 1), "Robot East");
});
