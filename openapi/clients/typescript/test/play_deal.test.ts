/**
 * The TypeScript client against a live `belote serve` (its URL in BELOTE_BASE_URL):
 * one player holds all four seats and plays the first played deal to its last
 * trick through bids and plays, then checks the deal's public record.
 *
 * Run from the repository by tests/clients/test_typescript_client.py, or by hand:
 *   BELOTE_BASE_URL=http://127.0.0.1:8000 npm test
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import { createBeloteClient, type BeloteClient, type Schemas } from "../src/index.js";

type Table = Schemas["TableOut"];
type Card = Schemas["PlayIn"]["card"];
type Bid = Schemas["TakeBidIn"] | Schemas["PassBidIn"];

const baseUrl = process.env.BELOTE_BASE_URL;

/** The data of a 2xx answer; anything else fails the test with the problem's code. */
function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  assert.ok(
    answer.data !== undefined,
    `HTTP ${answer.response.status}: ${JSON.stringify(answer.error)}`,
  );
  return answer.data;
}

async function newPlayer(): Promise<BeloteClient> {
  const anonymous = createBeloteClient(baseUrl ?? "");
  const player = ok(await anonymous.POST("/players", { body: { name: "ts-client" } }));
  assert.equal(player.name, "ts-client");
  return createBeloteClient(baseUrl ?? "", player.token);
}

test("the TypeScript client bids and plays all 8 tricks of a deal", async () => {
  assert.ok(baseUrl, "set BELOTE_BASE_URL to a running belote serve, e.g. http://127.0.0.1:8000");

  const refused = await createBeloteClient(baseUrl).POST("/games", { body: {} });
  assert.equal(refused.response.status, 401);
  assert.equal(refused.error?.code, "unauthorized");

  const client = await newPlayer();
  const game = ok(
    await client.POST("/games", { body: { seed: "ts-client-deal", seats: [{}, {}, {}, {}] } }),
  );
  const gameId = game.id;
  let table: Table = game.table;
  let playedDeal: number | null = null;
  let bids = 0;
  const played: Card[] = [];

  while (played.length < 32) {
    assert.ok(bids < 4, "taking is always legal in round one, so the first bid takes");
    const seat = table.turn;
    const deal = table.deal;
    assert.ok(seat !== null && deal !== null, `no one to play: ${table.status}`);
    const path = { game_id: gameId, seat };
    const view = ok(await client.GET("/games/{game_id}/seats/{seat}/view", { params: { path } }));
    assert.equal(view.seat, seat);
    const params = { path: { game_id: gameId, deal_index: deal.deal_index } };

    const card = view.legal_cards[0];
    if (card !== undefined) {
      assert.ok(view.hand.includes(card), `${card} is legal but not in seat ${seat}'s hand`);
      if (played.length === 0) {
        const wrongSeat = (seat + 1) % 4;
        const early = await client.POST("/games/{game_id}/deals/{deal_index}/plays", {
          params,
          body: { seat: wrongSeat, card },
        });
        assert.equal(early.response.status, 409);
        assert.equal(early.error?.code, "not_your_turn");
      }
      const answer = await client.POST("/games/{game_id}/deals/{deal_index}/plays", {
        params,
        body: { seat, card },
      });
      table = ok(answer).table;
      played.push(card);
    } else {
      const choice =
        view.legal_bids.find((bid) => bid.action === "take") ?? view.legal_bids[0];
      assert.ok(choice !== undefined, `seat ${seat} has neither a legal card nor a legal bid`);
      // A bid is a discriminated union on `action`: one typed shape per action.
      const body: Bid =
        choice.action === "take"
          ? { seat, action: "take", suit: choice.suit }
          : { seat, action: "pass" };
      const answer = await client.POST("/games/{game_id}/deals/{deal_index}/bids", {
        params,
        body,
      });
      table = ok(answer).table;
      bids += 1;
      if (choice.action === "take") {
        playedDeal = deal.deal_index;
        assert.equal(table.status, "playing");
        assert.equal(table.deal?.taker, seat);
      }
    }
  }

  assert.ok(playedDeal !== null, "the deal was played without a taker");
  assert.equal(table.deal?.deal_index, playedDeal + 1, "the next deal has begun");
  const entry = ok(
    await client.GET("/games/{game_id}/deals/{deal_index}", {
      params: { path: { game_id: gameId, deal_index: playedDeal } },
    }),
  );
  assert.ok(entry.over && entry.current === null);
  const record = entry.record;
  assert.ok(record !== null, "a finished deal has its record");
  assert.equal(record.tricks.length, 8);
  assert.notEqual(record.outcome, "thrown_in");
  assert.equal(record.hands.length, 4, "all hands are public once the deal is over");
  assert.deepEqual(
    record.tricks.flatMap((trick) => trick.cards),
    played,
    "the record lists the cards in the order they were played",
  );
  assert.equal(new Set(played).size, 32);
  for (const trick of record.tricks) {
    assert.equal(trick.cards.length, 4);
    assert.ok(trick.winner !== null);
    trick.cards.forEach((card, i) => {
      const seat = (trick.leader + i) % 4;
      assert.ok(record.hands[seat]?.includes(card), `seat ${seat} played ${card} from its hand`);
    });
  }
  assert.deepEqual(record.game_scores, table.scores);
});
