/**
 * The daily challenge page: the same deals for everyone each day (UTC), South
 * against three heuristic bots; start or resume today's game, and read the
 * leaderboard of any day (names and ranking scores).
 */
import { ApiError, idempotencyKey, type Schemas, type Session } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

export type Challenge = Schemas["ChallengeOut"];
export type LeaderboardItem = Schemas["LeaderboardItem"];

export interface ChallengeData {
  today: string;
  day: string;
  challenge: Challenge | null;
  leaderboard: LeaderboardItem[];
}

export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export async function loadChallenge(session: Session, today: string, day: string): Promise<ChallengeData> {
  const [challenge, board] = await Promise.all([
    session.client.GET("/challenges/{date}", { params: { path: { date: today } } }),
    session.client.GET("/challenges/{date}/leaderboard", {
      params: { path: { date: day }, query: { page_size: 50 } },
    }),
  ]);
  if (!challenge.data) throw new ApiError(challenge.response.status, challenge.error ?? {});
  if (!board.data) throw new ApiError(board.response.status, board.error ?? {});
  return { today, day, challenge: challenge.data, leaderboard: board.data };
}

/** Today's game: a new one, or the one this player already started (409 with its `game_id`). */
export async function startChallenge(session: Session, today: string): Promise<string> {
  const { data, error, response } = await session.client.POST("/challenges/{date}/games", {
    params: { path: { date: today }, header: { "Idempotency-Key": idempotencyKey() } },
  });
  if (data) return data.id;
  const problem = (error ?? {}) as Schemas["Problem"] & { game_id?: string };
  if (problem.code === "challenge_already_started" && problem.game_id) return problem.game_id;
  throw new ApiError(response.status, problem);
}

export function challengeView(
  data: ChallengeData | null,
  busy: boolean,
  actions: { play(): void; showDay(day: string): void },
): HTMLElement {
  const s = t();
  if (!data) return h("main", { class: "welcome" }, h("p", {}, "…"));
  const challenge = data.challenge;
  const dayInput = h("input", {
    type: "date",
    id: "board-day",
    value: data.day,
    max: data.today,
  }) as HTMLInputElement;
  dayInput.addEventListener("change", () => dayInput.value && actions.showDay(dayInput.value));
  return h(
    "main",
    { class: "welcome challenge" },
    h("h2", {}, s.challengeOf(data.today)),
    challenge
      ? h("p", { id: "challenge-info" }, s.challengeInfo(challenge.challengers, challenge.rules.target ?? 501))
      : null,
    h(
      "button",
      { type: "button", class: "primary", id: "play-challenge", disabled: busy || challenge?.status !== "open", onclick: actions.play },
      s.playChallenge,
    ),
    h(
      "section",
      { "aria-labelledby": "board-title" },
      h("h2", { id: "board-title" }, s.leaderboard),
      h("p", {}, h("label", { for: "board-day" }, s.day), " ", dayInput),
      data.leaderboard.length
        ? h(
            "table",
            { id: "leaderboard" },
            h("thead", {}, h("tr", {}, [s.position, s.playerName, s.rankingScore, s.score].map((c) => h("th", { scope: "col" }, c)))),
            h(
              "tbody",
              {},
              data.leaderboard.map((row) =>
                h(
                  "tr",
                  {},
                  h("td", {}, String(row.position)),
                  h("td", {}, row.player_name),
                  h("td", {}, String(row.ranking_score)),
                  h("td", {}, `${row.scores[0]}–${row.scores[1]}`),
                ),
              ),
            ),
          )
        : h("p", { id: "leaderboard-empty" }, s.noResults),
    ),
  );
}
