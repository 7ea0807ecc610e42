// import_deadlines in both shapes the service sends. The flat one carries pickup_lfd_line, _terminal and _rail.
// The 2026 one adds `pod` beside (or instead of) the port keys: per source (line, facility) the original,
// current and calculated values and a manual flag, and a `unified` pick with its `current_selection`
// (the service's changelog; field names as in Terminal49's own serializer contract fixture).
//
// Both shapes must give the same LFD sources for the same dates, so everything downstream (governing LFD,
// conflict, days left) is shape-blind. Reading rules:
// - line / terminal: `pod.line.current` / `pod.facility.current` when it holds a date; else the unified pick
//   when its selection names that source; else the flat key. A date the service sent in either place is
//   never dropped, and a box switched from one shape to the other keeps its dates.
// - rail: `pod` has no rail member; always the flat pickup_lfd_rail.
// - `calculated` values (the service's own estimate when nobody posted an LFD) never become an LFD here: they
//   are estimates, the flat shape has no counterpart, and a board that moved boxes into "past LFD" on an
//   estimate would differ by shape. They are kept for display.
import { z } from "zod";

const instant = z
  .unknown()
  .transform((value): string | null =>
    typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value)) ? value : null,
  );

const text = z
  .unknown()
  .transform((value): string | null => (typeof value === "string" && value !== "" ? value : null));

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export type DeadlineShape = "flat" | "pod";

export interface ImportDeadlines {
  pickup_lfd_line: string | null;
  pickup_lfd_terminal: string | null;
  pickup_lfd_rail: string | null;
  shape: DeadlineShape;
  /** The service's calculated estimates (date-only local days in the fixture), for display only. */
  calculated: { line: string | null; terminal: string | null };
}

type PodSource = { current: string | null; calculated: string | null };

function podSource(value: unknown): PodSource {
  const source = record(value);
  return { current: instant.parse(source?.["current"]), calculated: text.parse(source?.["calculated"]) };
}

/** The unified pick's value when its selection is exactly `selection` (not a `_calculated` one). */
function unifiedFor(unified: Record<string, unknown> | null, selection: "line" | "facility"): string | null {
  return unified && unified["current_selection"] === selection ? instant.parse(unified["current_value"]) : null;
}

/** Reads either shape; anything that is not an object is "no deadlines" (null). */
export function readImportDeadlines(value: unknown): ImportDeadlines | null {
  const flat = record(value);
  if (!flat) return null;
  const pod = record(flat["pod"]);
  const flatLine = instant.parse(flat["pickup_lfd_line"]);
  const flatTerminal = instant.parse(flat["pickup_lfd_terminal"]);
  const rail = instant.parse(flat["pickup_lfd_rail"]);
  if (!pod)
    return {
      pickup_lfd_line: flatLine,
      pickup_lfd_terminal: flatTerminal,
      pickup_lfd_rail: rail,
      shape: "flat",
      calculated: { line: null, terminal: null },
    };
  const line = podSource(pod["line"]);
  const facility = podSource(pod["facility"]);
  const unified = record(pod["unified"]);
  return {
    pickup_lfd_line: line.current ?? unifiedFor(unified, "line") ?? flatLine,
    pickup_lfd_terminal: facility.current ?? unifiedFor(unified, "facility") ?? flatTerminal,
    pickup_lfd_rail: rail,
    shape: "pod",
    calculated: { line: line.calculated, terminal: facility.calculated },
  };
}

export const importDeadlinesSchema = z.unknown().transform(readImportDeadlines);
