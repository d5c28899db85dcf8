/** Turn clocks: what is left, and when to warn the player. */

/** Seconds left under which the countdown turns red and the player is warned. */
export const WARN_SECONDS = 10;

/** "1:05": what is left of a turn clock, never more than the turn's length. */
export function countdown(deadline: string, seconds: number, now: number): { text: string; low: boolean; left: number } {
  const left = Math.max(0, Math.min(seconds, Math.ceil((Date.parse(deadline) - now) / 1000)));
  return { text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`, low: left <= WARN_SECONDS, left };
}

/** Whether the viewer's own clock runs low (the page then says what happens at zero). */
export function turnWarning(clock: { seat: number | null; deadline: string | null; turn_seconds: number } | null, viewer: number, now: number): boolean {
  if (!clock || clock.seat !== viewer || !clock.deadline) return false;
  return countdown(clock.deadline, clock.turn_seconds, now).low;
}
