/**
 * Issue 12 through the TypeScript client against a live `belote serve` (BELOTE_BASE_URL):
 * a private table with a turn clock joined with an invitation, a rename seen in
 * `seat_names`, the clock's deadline and the return refused to a seat that is
 * not absent, a resignation, and a rematch both human seats ask for.
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
      body: {
        seats: [{}, bot, null, bot],
        visibility: "private",
        clock: { turn_seconds: 600, absent_after: 3 },
      },
    }),
  );
  assert.equal(game.visibility, "private");
  const tooShort = await ann.POST("/games", { body: { clock: { turn_seconds: 5 } } });
  assert.equal(tooShort.error?.code, "invalid_turn_seconds");
  assert.deepEqual([tooShort.error?.min, tooShort.error?.max], [10, 3600]);
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
  const clock = started.table.clock;
  assert.ok(clock, "a table with a turn clock shows it");
  assert.equal(clock.turn_seconds, 600);
  assert.equal(clock.absent_after, 3);
  assert.equal(clock.seat, started.table.turn);
  assert.ok(clock.deadline && Date.parse(clock.deadline) > Date.now(), clock.deadline ?? "none");
  assert.deepEqual(started.table.absent, [false, false, false, false]);
  const present = await ann.POST("/games/{game_id}/seats/{seat}/return", {
    params: { path: { game_id, seat: 0 } },
  });
  assert.equal(present.error?.code, "not_absent");
  const notMine = await ben.POST("/games/{game_id}/seats/{seat}/return", {
    params: { path: { game_id, seat: 0 } },
  });
  assert.equal(notMine.error?.code, "not_your_seat");

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
