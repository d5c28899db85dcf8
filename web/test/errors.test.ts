import assert from "node:assert/strict";
import { test } from "node:test";
import { errorStrings } from "../src/i18n.js";
import { ApiError, errorText, unwrap } from "../src/lib/errors.js";


test("unwrap gives the data, or throws the problem as an ApiError", async () => {
  assert.deepEqual(unwrap({ data: { id: "g" }, response: { status: 201 } }), { id: "g" });
  assert.throws(
    () => unwrap({ error: { code: "seat_taken", detail: "seat 2 is taken" }, response: { status: 409 } }),
    (e: unknown) => e instanceof ApiError && e.status === 409 && e.problem.code === "seat_taken",
  );
  assert.throws(() => unwrap({ response: { status: 500 } }), ApiError);
});

test("a refusal is said from its code in the page's language, never from its detail", async () => {
  const fr = await errorStrings("fr");
  const stale = new ApiError(412, { code: "precondition_failed", detail: "the game is at version 13, not 9", version: 13 });
  assert.equal(errorText(stale, fr), "La partie a avancé entre-temps : voici la table à jour.");
  const clock = new ApiError(422, { code: "invalid_turn_seconds", min: 10, max: 3600, detail: "English" });
  assert.equal(errorText(clock, fr), "La pendule doit être entre 10 et 3600 secondes par coup.");
  assert.equal(errorText(stale, await errorStrings("en")), "The game moved on meanwhile: here is the table as it is now.");
});

test("an unknown code says the code, a network error says so", async () => {
  const fr = await errorStrings("fr");
  const odd = new ApiError(409, { code: "something_new", detail: "English words" });
  assert.equal(errorText(odd, fr), "Le serveur a refusé (something_new).");
  assert.equal(errorText(new TypeError("Failed to fetch"), fr), "Le serveur ne répond pas.");
});

test("every code of the docs' error table that a player can meet has words in both languages", async () => {
  const fr = Object.keys((await errorStrings("fr")).codes).sort();
  const en = Object.keys((await errorStrings("en")).codes).sort();
  assert.deepEqual(fr, en);
  for (const code of ["must_follow_suit", "not_your_turn", "seat_taken", "invitation_used", "challenge_starts_exhausted", "rate_limited"]) {
    assert.ok(fr.includes(code), code);
  }
});
