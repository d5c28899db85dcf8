/**
 * The daily challenge page: the same deals for everyone each day (UTC), South
 * against three heuristic bots; start or resume today's game, and read the
 * leaderboard of any day (names and ranking scores).
 */
import { idempotencyKey, unwrap, ApiError, type Schemas, type Session } from "../api.js";
import { h } from "../dom.js";
import { lang, t } from "../i18n.js";
import { formatDay, formatNumber } from "../lib/format.js";

export type Challenge = Schemas["ChallengeOut"];
export type LeaderboardItem = Schemas["LeaderboardItem"];

export interface ChallengeData {
  today: string;
  day: string;
  challenge: Challenge | null;
  leaderboard: LeaderboardItem[];
  /** Today's finished games, and whether this player's is one of them. */
  finishedToday: number;
  playedToday: boolean;
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
  const todays =
    day === today
      ? unwrap(board)
      : unwrap(await session.client.GET("/challenges/{date}/leaderboard", { params: { path: { date: today }, query: { page_size: 50 } } }));
  return { today, day, challenge: unwrap(challenge), leaderboard: unwrap(board), finishedToday: todays.length, playedToday: todays.some((r) => r.player_id === session.player.id) };
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
  playerId: string,
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
    h("h2", {}, s.challengeOf(formatDay(data.today, lang()))),
    challenge
      ? h("p", { id: "challenge-info" }, s.challengeInfo(challenge.challengers, data.finishedToday, challenge.rules.target ?? 501))
      : null,
    h(
      "button",
      { type: "button", class: "primary", id: "play-challenge", disabled: busy || data.playedToday || challenge?.status !== "open", onclick: actions.play },
      data.playedToday ? s.challengePlayed : s.playChallenge,
    ),
    h("p", { id: "ranking-help", class: "help" }, s.rankingExplained),
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
                  { class: row.player_id === playerId ? "own" : null, "aria-current": row.player_id === playerId ? "true" : null },
                  h("td", {}, formatNumber(row.position, lang())),
                  h("td", {}, row.player_id === playerId ? `${row.player_name} (${s.you})` : row.player_name),
                  h("td", {}, formatNumber(row.ranking_score, lang())),
                  h("td", {}, `${row.scores[0]}–${row.scores[1]}`),
                ),
              ),
            ),
          )
        : h("p", { id: "leaderboard-empty" }, s.noResults),
    ),
  );
}
