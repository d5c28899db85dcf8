/**
 * The summary of a deal that just ended, from the seat view's `last_deal`:
 * what each team scored and why, in the viewer's order (us, then them).
 */
import type { Schemas } from "../../../openapi/clients/typescript/src/index.js";
import { t } from "../i18n.js";
import { personName, type SeatPeople } from "./seats.js";

export type DealResult = Schemas["DealResultOut"];

export interface SummaryRow {
  id: string;
  label: string;
  /** Us, then them. */
  values: [number, number];
}

export interface DealSummary {
  title: string;
  outcome: string;
  rows: SummaryRow[];
  notes: string[];
}

/** `pair` (team 0, team 1) in the viewer's order. */
export function ours(pair: readonly number[], viewerTeam: number): [number, number] {
  return [pair[viewerTeam], pair[1 - viewerTeam]];
}

/**
 * The deal's summary. `gameScores` are the game's running scores after it;
 * `contract` says the contract in words when known (value, suit, multiplier).
 */
export function dealSummary(
  result: DealResult,
  people: SeatPeople,
  viewerTeam: number,
  gameScores: readonly number[],
  contract: string | null = null,
): DealSummary {
  const s = t();
  const rows: SummaryRow[] = [];
  const notes: string[] = [];
  if (result.taker !== null && contract) notes.push(s.contractOf(personName(people, result.taker), contract));
  if (result.card_points) rows.push({ id: "cards", label: s.cardPoints, values: ours(result.card_points, viewerTeam) });
  if (result.belote !== null) {
    const pair = [0, 0];
    pair[result.belote % 2] = 20;
    rows.push({ id: "belote", label: s.belotePoints, values: ours(pair, viewerTeam) });
    notes.push(s.beloteBy(personName(people, result.belote)));
  }
  const team = result.announcements_team;
  if (result.announcements.length) {
    for (const a of result.announcements) {
      notes.push(s.announcedBy(personName(people, a.seat), s.announcementNames[a.name] ?? a.name, a.points));
    }
    if (team !== null) {
      const pair = [0, 0];
      pair[team] = result.announcements.filter((a) => a.seat % 2 === team).reduce((sum, a) => sum + a.points, 0);
      rows.push({ id: "announcements", label: s.announcementPoints, values: ours(pair, viewerTeam) });
      notes.push(s.scoredBy(team === viewerTeam ? s.us : s.them));
    }
  }
  rows.push({ id: "deal", label: s.dealPoints, values: ours(result.scores, viewerTeam) });
  rows.push({ id: "game", label: s.gamePoints, values: ours(gameScores, viewerTeam) });
  if (result.reserve) notes.push(s.reserveAfter(result.reserve));
  return {
    title: s.summaryTitle(result.deal_index + 1),
    outcome: s.explainOutcome[result.outcome] ?? result.outcome,
    rows,
    notes,
  };
}
