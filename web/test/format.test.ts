import assert from "node:assert/strict";
import { test } from "node:test";
import { notPlayable, theCard } from "../src/cards.js";
import { useLang as setLang } from "../src/i18n.js";
import { formatDay, formatList, formatNumber } from "../src/lib/format.js";

test("French days and numbers follow French usage, English ones British usage", async () => {
  assert.equal(formatDay("2026-12-01", "fr"), "1 décembre 2026");
  assert.equal(formatDay("2026-12-01", "en"), "1 December 2026");
  assert.equal(formatNumber(1234, "fr").replace(/\s/gu, " "), "1 234");
  assert.equal(formatNumber(1234, "en"), "1,234");
  assert.equal(formatDay("not a day", "fr"), "not a day");
});

test("a list of names joins with et / and", async () => {
  assert.equal(formatList(["Mireille", "Robot Nord"], "fr"), "Mireille et Robot Nord");
  assert.equal(formatList(["Ann", "Bob", "Cy"], "en"), "Ann, Bob and Cy");
});

test("a card's article and participle agree with it in French", async () => {
  await setLang("fr");
  assert.equal(theCard("KH"), "le roi de cœur");
  assert.equal(theCard("QS"), "la dame de pique");
  assert.equal(theCard("AC"), "l'as de trèfle");
  assert.equal(theCard("8D"), "le huit de carreau");
  assert.equal(notPlayable("KH"), "Le roi de cœur ne peut pas être joué ici.");
  assert.equal(notPlayable("QH"), "La dame de cœur ne peut pas être jouée ici.");
  assert.equal(notPlayable("AS"), "L'as de pique ne peut pas être joué ici.");
  await setLang("en");
  assert.equal(notPlayable("QH"), "The queen of hearts cannot be played here.");
});
