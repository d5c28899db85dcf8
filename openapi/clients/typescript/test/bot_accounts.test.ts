/**
 * Bot accounts through the TypeScript client against a live `belote serve`
 * (BELOTE_BASE_URL): `kind` on players and seats, an invitation by player id
 * read from the bot account's own events (`GET /me/events`), typed throughout.
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import { createBeloteClient } from "../src/index.js";

const baseUrl = process.env.BELOTE_BASE_URL ?? "";

function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  assert.ok(
    answer.data !== undefined,
    `HTTP ${answer.response.status}: ${JSON.stringify(answer.error)}`,
  );
  return answer.data;
}

test("a bot account: its kind, its invitation, its seat", async () => {
  assert.ok(baseUrl, "set BELOTE_BASE_URL to a running belote serve");
  const anonymous = createBeloteClient(baseUrl);
  const human = ok(await anonymous.POST("/players", { body: { name: "Ann" } }));
  const robot = ok(await anonymous.POST("/players", { body: { name: "Robo", kind: "bot" } }));
  assert.equal(human.kind, "human");
  assert.equal(robot.kind, "bot");
  const ann = createBeloteClient(baseUrl, human.token);
  const bot = createBeloteClient(baseUrl, robot.token);

  const game = ok(
    await ann.POST("/games", {
      body: { seats: [{}, null, { bot: "heuristic" }, null], visibility: "private" },
    }),
  );
  const game_id = game.id;
  ok(
    await ann.POST("/games/{game_id}/invitations", {
      params: { path: { game_id } },
      body: { player: robot.id },
    }),
  );
  const page = ok(await bot.GET("/me/events", { params: { query: { after: 0 } } }));
  const invited = page.events[0];
  assert.ok(invited !== undefined, "the invitation is the bot account's first event");
  assert.equal(invited.type, "invited");
  assert.equal(invited.data.game_id, game_id);
  ok(
    await bot.PUT("/games/{game_id}/seats/{seat}", {
      params: { path: { game_id, seat: 1 }, query: { invitation: String(invited.data.invitation) } },
      body: {},
    }),
  );
  const seated = ok(await ann.GET("/games/{game_id}", { params: { path: { game_id } } }));
  const kinds: ("human" | "bot" | null)[] = seated.seat_kinds;
  assert.deepEqual(kinds, ["human", "bot", "bot", null]);
  assert.deepEqual(seated.seat_names, ["Ann", "Robo", "heuristic", null]);
  const profile = ok(
    await anonymous.GET("/players/{player_id}", { params: { path: { player_id: robot.id } } }),
  );
  assert.equal(profile.kind, "bot");
});
