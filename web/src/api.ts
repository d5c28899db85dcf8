/**
 * Everything the table asks of the service goes through the generated client
 * (openapi/clients/typescript): typed paths, bodies and problems, nothing private.
 */
import {
  createBeloteClient,
  type BeloteClient,
  type Schemas,
} from "../../openapi/clients/typescript/src/index.js";
import { ApiError, unwrap, type Problem } from "./lib/errors.js";

export type { Schemas };
export type SeatView = Schemas["SeatViewOut"];
export type Table = Schemas["TableOut"];
export type Deal = Schemas["DealOut"];
export type Trick = Schemas["TrickOut"];
export type BidChoice = Schemas["BidChoice"];
export type DealEntry = Schemas["DealEntry"];
export type LobbyItem = Schemas["LobbyItem"];
export type RematchOut = Schemas["RematchOut"];
export { ApiError, unwrap, type Problem } from "./lib/errors.js";
export type CardCode = SeatView["hand"][number];

export type SeatSpec = Schemas["SeatSpec"] | null;
export type Game = Schemas["GameOut"];

const PLAYER_KEY = "belote.player";
const GAME_KEY = "belote.game";

export interface Player {
  id: string;
  token: string;
  name: string;
}

const base = location.origin;

export function storedPlayer(): Player | null {
  try {
    const raw = localStorage.getItem(PLAYER_KEY);
    return raw ? (JSON.parse(raw) as Player) : null;
  } catch {
    return null;
  }
}

/** A new player (no sign-up step: its token is simply kept in this browser). */
export async function createPlayer(name: string): Promise<Player> {
  const data = unwrap(await createBeloteClient(base).POST("/players", { body: { name } }));
  const player = { id: data.id, token: data.token, name: data.name };
  localStorage.setItem(PLAYER_KEY, JSON.stringify(player));
  return player;
}

export function storedGame(): string | null {
  return localStorage.getItem(GAME_KEY);
}

/** The seat the player holds at `game`, if any. */
export function seatOf(game: Game, player: Player): number | null {
  const seat = game.table.seats.findIndex((o) => o?.kind === "player" && o.name === player.id);
  return seat < 0 ? null : seat;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function idempotencyKey(): string {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

type BidBody =
  | Schemas["PassBidIn"]
  | Schemas["TakeBidIn"]
  | Schemas["ValueBidIn"]
  | Schemas["CoincheBidIn"]
  | Schemas["SurcoincheBidIn"];

/** The request body of one of the view's legal bids. */
export function bidBody(seat: number, choice: BidChoice): BidBody {
  switch (choice.action) {
    case "take": // classic: no suit in round one (the retourne's), a suit in round two
      return { seat, action: "take", ...(choice.suit ? { suit: choice.suit } : {}) };
    case "bid":
      return { seat, action: "bid", value: choice.value ?? 80, suit: choice.suit ?? "S" };
    case "coinche":
    case "surcoinche":
      return { seat, action: choice.action };
    default:
      return { seat, action: "pass" };
  }
}

/** What the start screen asks of a new table besides its seats. */
export interface TableOptions {
  rules: Schemas["Rules"];
  /** Seconds a move on the turn clock; null: no clock. */
  turnSeconds: number | null;
  visibility: "public" | "private";
}

/** One player's connection to the service. */
export class Session {
  readonly client: BeloteClient;

  constructor(readonly player: Player) {
    this.client = createBeloteClient(base, player.token);
  }

  async newGame(seats: SeatSpec[], options: TableOptions): Promise<string> {
    const clock = options.turnSeconds ? { turn_seconds: options.turnSeconds } : null;
    const data = unwrap(
      await this.client.POST("/games", {
        body: { seats, rules: options.rules, visibility: options.visibility, ...(clock ? { clock } : {}) },
      }),
    );
    localStorage.setItem(GAME_KEY, data.id);
    return data.id;
  }

  async game(gameId: string): Promise<Game> {
    const data = unwrap(await this.client.GET("/games/{game_id}", {
      params: { path: { game_id: gameId } },
    }));
    return data;
  }

  /** Sits down (`{}`) or seats a built-in bot (`{bot: "heuristic"}`) in an empty seat. */
  async takeSeat(gameId: string, seat: number, spec: Schemas["SeatSpec"], invitation?: string): Promise<Game> {
    const data = unwrap(await this.client.PUT("/games/{game_id}/seats/{seat}", {
      params: { path: { game_id: gameId, seat }, query: invitation ? { invitation } : {} },
      body: spec,
    }));
    if (!spec.bot) localStorage.setItem(GAME_KEY, gameId);
    return data;
  }

  /** The seat's view; with `wait`, a long-poll answered when the game passes `afterVersion`. */
  async view(
    gameId: string,
    seat: number,
    wait?: { seconds: number; afterVersion: number },
  ): Promise<SeatView> {
    const query = wait ? { wait: wait.seconds, after_version: wait.afterVersion } : undefined;
    const data = unwrap(await this.client.GET("/games/{game_id}/seats/{seat}/view", {
      params: { path: { game_id: gameId, seat }, query },
    }));
    return data;
  }

  /** Back at a seat its stand-in was playing for (`absent`). */
  async returnToSeat(gameId: string, seat: number): Promise<SeatView> {
    const data = unwrap(await this.client.POST("/games/{game_id}/seats/{seat}/return", {
      params: { path: { game_id: gameId, seat }, header: { "Idempotency-Key": idempotencyKey() } },
    }));
    return data;
  }

  async deals(gameId: string): Promise<DealEntry[]> {
    const data = unwrap(await this.client.GET("/games/{game_id}/deals", {
      params: { path: { game_id: gameId } },
    }));
    return data;
  }

  /** Renames this player everywhere (`PATCH /me`). */
  async rename(name: string): Promise<void> {
    const data = unwrap(
      await this.client.PATCH("/me", {
        params: { header: { "Idempotency-Key": idempotencyKey() } },
        body: { name },
      }),
    );
    this.player.name = data.name;
    localStorage.setItem(PLAYER_KEY, JSON.stringify(this.player));
  }

  /** A single-use invitation to a waiting private table: the code its link carries. */
  async invite(gameId: string): Promise<string> {
    const data = unwrap(
      await this.client.POST("/games/{game_id}/invitations", {
        params: { path: { game_id: gameId }, header: { "Idempotency-Key": idempotencyKey() } },
      }),
    );
    return data.code;
  }

  async lobby(): Promise<Schemas["LobbyItem"][]> {
    return unwrap(await this.client.GET("/lobby", { params: { query: { page_size: 50 } } }));
  }

  /** Resigns for the view's seat: its team loses at once. */
  async resign(gameId: string, view: SeatView): Promise<void> {
    unwrap(
      await this.client.POST("/games/{game_id}/resignation", {
        params: {
          path: { game_id: gameId },
          header: { "If-Match": `"${view.table.version}"`, "Idempotency-Key": idempotencyKey() },
        },
        body: { seat: view.seat },
      }),
    );
  }

  async rematch(gameId: string, seat: number | null): Promise<Schemas["RematchOut"]> {
    if (seat === null) return unwrap(await this.client.GET("/games/{game_id}/rematch", { params: { path: { game_id: gameId } } }));
    return unwrap(
      await this.client.POST("/games/{game_id}/rematch", {
        params: { path: { game_id: gameId }, header: { "Idempotency-Key": idempotencyKey() } },
        body: { seat },
      }),
    );
  }

  /** A bid, made only in the position the player saw, retried safely over a flaky network. */
  bid(gameId: string, view: SeatView, choice: BidChoice): Promise<SeatView> {
    const deal = view.table.deal?.deal_index ?? 0;
    const body = bidBody(view.seat, choice);
    return this.safely(view, (headers) =>
      this.client.POST("/games/{game_id}/deals/{deal_index}/bids", {
        params: { path: { game_id: gameId, deal_index: deal }, header: headers },
        body,
      }),
    );
  }

  play(gameId: string, view: SeatView, card: CardCode): Promise<SeatView> {
    const deal = view.table.deal?.deal_index ?? 0;
    return this.safely(view, (headers) =>
      this.client.POST("/games/{game_id}/deals/{deal_index}/plays", {
        params: { path: { game_id: gameId, deal_index: deal }, header: headers },
        body: { seat: view.seat, card },
      }),
    );
  }

  /**
   * Sends a move with `If-Match` (the version seen) and an `Idempotency-Key`;
   * a dropped connection is retried with the same key, so a card is never played twice.
   */
  private async safely(
    view: SeatView,
    send: (headers: { "If-Match": string; "Idempotency-Key": string }) => Promise<{
      data?: SeatView;
      error?: unknown;
      response: Response;
    }>,
  ): Promise<SeatView> {
    const headers = { "If-Match": `"${view.table.version}"`, "Idempotency-Key": idempotencyKey() };
    for (let attempt = 0; ; attempt++) {
      try {
        const { data, error, response } = await send(headers);
        if (data) return data;
        if ((response.status === 429 || response.status === 503) && attempt < 5) {
          await sleep(1000 * Number(response.headers.get("Retry-After") ?? 1));
          continue;
        }
        throw new ApiError(response.status, (error ?? {}) as Partial<Problem>);
      } catch (e) {
        if (e instanceof ApiError || attempt >= 20) throw e;
        await sleep(Math.min(500 * 2 ** attempt, 5000)); // network error: same key again
      }
    }
  }
}
