// Small pieces shared by the world's planners: phases of a voyage relative to the anchor, random instants,
// LFD wall-clock styles and timelines.
import type { Rng } from "../lib/prng";
import { DAY, HOUR, MINUTE, nextOffsetChange } from "../lib/time";
import type { LfdStyle, Timeline } from "./types";

export type Phase = "done" | "recent" | "today" | "soon" | "far" | "future" | "dst";

/** Carriers that publish their own LFD (pickup_lfd_line). */
export const LINE_LFD_CARRIERS: ReadonlySet<string> = new Set(["MAEU", "CMDU", "HLCU", "ONEY", "ZIMU"]);

/** The Traffic Mitigation Fee is charged per TEU; its amount only needs to look plausible. */
export function plannedLength(rng: Rng): 20 | 40 {
  return rng.chance(0.25) ? 20 : 40;
}

export function lfdStyle(rng: Rng): LfdStyle {
  return rng.weighted<LfdStyle>([
    [{ hour: 0, minute: 0 }, 65],
    [{ hour: 23, minute: 59 }, 22],
    [{ hour: 12, minute: 0 }, 13],
  ]);
}

export const tl = <T>(initial: T, changes: { at: number; value: T }[] = []): Timeline<T> => ({
  initial,
  changes: changes.sort((a, b) => a.at - b.at),
});

/** A random instant in [from, to), on a whole minute as carriers and terminals report them. */
export const between = (rng: Rng, from: number, to: number): number =>
  Math.floor((from + rng.next() * Math.max(0, to - from)) / MINUTE) * MINUTE;

export function arrivalFor(rng: Rng, phase: Phase, anchor: number, dstTransition: number | null): number {
  switch (phase) {
    case "done":
      return between(rng, anchor - 45 * DAY, anchor - 22 * DAY);
    case "recent":
      return between(rng, anchor - 12 * DAY, anchor - 1 * DAY);
    case "today":
      return between(rng, anchor - DAY, anchor + 6 * HOUR);
    case "soon":
      return between(rng, anchor + 6 * HOUR, anchor + 14 * DAY);
    case "far":
      return between(rng, anchor + 14 * DAY, anchor + 35 * DAY);
    case "future":
      return between(rng, anchor + 20 * DAY, anchor + 60 * DAY);
    case "dst":
      return (dstTransition ?? anchor) - 3 * DAY;
  }
}

/** The US offset change closest to the anchor, so a few LFDs straddle a DST change. */
export function nearestDstTransition(anchor: number, timeZone: string): number | null {
  const past = nextOffsetChange(anchor - 60 * DAY, timeZone, 60);
  if (past !== null && past <= anchor) return past;
  return nextOffsetChange(anchor, timeZone, 400);
}
