/**
 * Seats named the same for every viewer: seat 0 is South and play goes round
 * the table in the rules' `direction`, so the compass names never depend on
 * who looks. Only where a seat is *drawn* depends on the viewer, who is always
 * at the bottom.
 */
import { t } from "../i18n.js";

export type Compass = "south" | "east" | "north" | "west";

/** The compass points in play order from seat 0. */
export function playOrder(direction: string | undefined): Compass[] {
  return direction === "clockwise" ? ["south", "west", "north", "east"] : ["south", "east", "north", "west"];
}

/** Where seat `seat` sits at the table: the same for everyone. */
export function compassOf(direction: string | undefined, seat: number): Compass {
  return playOrder(direction)[seat];
}

/** Where seat `seat` is drawn for `viewer`: the viewer at the bottom, the others round in play order. */
export function screenPosition(direction: string | undefined, viewer: number, seat: number): Compass {
  return playOrder(direction)[(seat - viewer + 4) % 4];
}

/** What the service says of the four seats, beside the table. */
export interface SeatPeople {
  seats: readonly ({ kind: string; name: string } | null)[];
  seat_names: readonly (string | null)[];
  seat_kinds: readonly (string | null)[];
  direction?: string;
}

/** The compass word of a seat: "Nord". */
export function compassName(people: SeatPeople, seat: number): string {
  return t().compass[compassOf(people.direction, seat)];
}

/** Whether a program plays the seat (a built-in bot or a bot account). */
export function isBot(people: SeatPeople, seat: number): boolean {
  return people.seat_kinds[seat] === "bot" || people.seats[seat]?.kind === "bot";
}

/**
 * Who sits there, as people say it: the player's name, "Robot Est" for a
 * built-in bot (its strategy is no name), "Est" for a free seat.
 */
export function personName(people: SeatPeople, seat: number): string {
  const occupant = people.seats[seat];
  if (!occupant) return compassName(people, seat);
  if (occupant.kind === "bot") return t().botName(compassName(people, seat));
  return people.seat_names[seat] || compassName(people, seat);
}

/** The two seats of a team (0: seats 0 and 2; 1: seats 1 and 3). */
export function teamSeats(team: number): [number, number] {
  return [team, team + 2];
}
