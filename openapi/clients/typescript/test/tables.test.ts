/**
 * Issue 12 through the TypeScript client against a live `belote serve` (BELOTE_BASE_URL):
 * a private table joined with an invitation, a rename seen in `seat_names`, a
 * resignation, and a rematch both human seats ask for.
 *
 * Run from the repository by tests/clients/test_typescript_client.py, or by hand:
 *   BELOTE_BASE_URL=http://127.0.0.1:8000 npm test
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import { createBeloteClient, type BeloteClient } from "../src/index.js";

const baseUrl = process.env.BELOTE_BASE_URL ?? "";

function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  assert.ok(
    answer.data !== undefined,
    `HTTP ${answer.response.status}: ${JSON.stringify(answer.error)}`,
  );
  return answer.data;
}

async function newPlayer(name: string): Promise<[BeloteClient, string]> {
  const player = ok(await createBeloteClient(baseUrl).POST("/players", { body: { name } }));
  return [createBeloteClient(baseUrl, player.token), player.id];
}

test("a private table: invitation, rename, resignation, rematch", async () => {
  assert.ok(baseUrl, "set BELOTE_BASE_URL to a running belote serve");
  const [ann] = await newPlayer("Ann");
  const [ben] = await newPlayer("Ben");
  const bot = { bot: "heuristic" as const };
  const game = ok(
    await ann.POST("/games", {
      body: { seats: [{}, bot, null, bot], visibility: "private" },
    }),
  );
  assert.equal(game.visibility, "private");
  const game_id = game.id;

  const refused = await ben.PUT("/games/{game_id}/seats/{seat}", {
    params: { path: { game_id, seat: 2 } },
    body: {},
  });
  assert.equal(refused.error?.code, "invitation_required");
  const invitation = ok(
    await ann.POST("/games/{game_id}/invitations", { params: { path: { game_id } } }),
  );
  ok(
    await ben.PUT("/games/{game_id}/seats/{seat}", {
      params: { path: { game_id, seat: 2 }, query: { invitation: invitation.code } },
      body: {},
    }),
  );
  ok(await ben.PATCH("/me", { body: { name: "Benoît" } }));
  const started = ok(await ann.GET("/games/{game_id}", { params: { path: { game_id } } }));
  assert.deepEqual(started.seat_names, ["Ann", "heuristic", "Benoît", "heuristic"]);

  const over = ok(
    await ben.POST("/games/{game_id}/resignation", {
      params: { path: { game_id } },
      body: { seat: 2 },
    }),
  );
  assert.equal(over.resigned, 2);
  assert.equal(over.table.winner, 1);

  const first = ok(
    await ann.POST("/games/{game_id}/rematch", { params: { path: { game_id } }, body: { seat: 0 } }),
  );
  assert.deepEqual(first.waiting_for, [2]);
  const both = ok(
    await ben.POST("/games/{game_id}/rematch", { params: { path: { game_id } }, body: { seat: 2 } }),
  );
  assert.ok(both.rematch);
  const rematch = ok(
    await ann.GET("/games/{game_id}", { params: { path: { game_id: both.rematch } } }),
  );
  assert.equal(rematch.rematch_of, game_id);
});
