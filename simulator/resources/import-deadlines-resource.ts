// import_deadlines in both shapes the service sends. The flat one has pickup_lfd_terminal / _rail / _line.
// The 2026 one (a per-box option, on for part of the world; the control API can force either per account)
// adds `pod` beside them: per source (line, facility) the original, current and calculated values and a
// manual flag, and a unified pick with its selection.
// Source of the shape: ../shared/notes/product.md line 85 ("the service's changelog (2026) says
// import_deadlines gains per-source original / current / calculated values beside the flat keys"); the field
// names follow Terminal49's own serializer contract fixture (Terminal49/API,
// packages/mcp/src/tools/fixtures/pod-deadline-contract.json). Choices of the simulator where that is silent:
// - original: the source's first reported value, sent only once the current value differs from it;
// - calculated: a date-only local day (as in the fixture), discharge day + 4 free days for the facility, and
//   + 5 for the line when the line publishes no LFD of its own; null before discharge and for rail moves;
// - unified: the earliest current value (selection `line` or `facility`), else the earliest calculated one
//   (`line_calculated` / `facility_calculated`), else null; its original is the same pick over the first
//   reported values, sent only when it differs.
import { isoOrNull, localDate } from "../lib/time";
import { LINE_LFD_CARRIERS } from "../world/plan-helpers";
import { TERMINALS_BY_ID } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import type { ContainerPlan, ShipmentPlan, Timeline } from "../world/types";
import { cachedId } from "./id-cache";

type Pick = { value: string; selection: string } | null;

/** The local calendar day `days` after the local day of `ms`, as YYYY-MM-DD. */
function dateOnly(ms: number, tz: string, days: number): string {
  const d = localDate(ms, tz, days);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

function firstReported(timeline: Timeline<number | null>, t: number): number | null {
  for (const change of timeline.changes) {
    if (change.at > t) break;
    if (change.value !== null) return change.value;
  }
  return null;
}

function earliest(candidates: { value: number | null; selection: string }[]): Pick {
  let best: { value: number; selection: string } | null = null;
  for (const c of candidates)
    if (c.value !== null && (best === null || c.value < best.value)) best = { value: c.value, selection: c.selection };
  return best ? { value: isoOrNull(best.value) ?? "", selection: best.selection } : null;
}

function earliestDate(candidates: { value: string | null; selection: string }[]): Pick {
  let best: Pick = null;
  for (const c of candidates)
    if (c.value !== null && (best === null || c.value < best.value)) best = { value: c.value, selection: c.selection };
  return best;
}

function source(original: number | null, current: number | null, calculated: string | null) {
  return {
    original: original !== null && original !== current ? isoOrNull(original) : null,
    current: isoOrNull(current),
    calculated,
    manual: false,
  };
}

export function podDeadlines(c: ContainerPlan, s: ShipmentPlan, st: ContainerState): Record<string, unknown> {
  const at = st.effectiveAt;
  const discharged = st.milestones.vesselDischarged;
  const tz = st.podTimezone ?? TERMINALS_BY_ID.get(st.podTerminalId)?.timeZone ?? "UTC";
  const atPort = c.railTerminalId === null && discharged !== null;
  const calc = (days: number): string | null =>
    atPort && discharged !== null
      ? cachedId(c, `calc:${days}:${discharged}:${tz}`, () => dateOnly(discharged, tz, days))
      : null;
  const lineCalculated = LINE_LFD_CARRIERS.has(s.scac) ? null : calc(5);
  const facilityCalculated = calc(4);
  const lineFirst = firstReported(c.lfdLine, at);
  const facilityFirst = c.railTerminalId === null ? firstReported(c.lfdTerminal, at) : null;
  const facilityCurrent = c.railTerminalId === null ? st.lfdTerminal : null;
  const current =
    earliest([
      { value: st.lfdLine, selection: "line" },
      { value: facilityCurrent, selection: "facility" },
    ]) ??
    earliestDate([
      { value: lineCalculated, selection: "line_calculated" },
      { value: facilityCalculated, selection: "facility_calculated" },
    ]);
  const original = earliest([
    { value: lineFirst, selection: "line" },
    { value: facilityFirst, selection: "facility" },
  ]);
  const originalDiffers =
    original !== null &&
    (current === null || original.value !== current.value || original.selection !== current.selection);
  return {
    line: source(lineFirst, st.lfdLine, lineCalculated),
    facility: source(facilityFirst, facilityCurrent, facilityCalculated),
    unified: {
      original_value: originalDiffers ? original.value : null,
      original_selection: originalDiffers ? original.selection : null,
      current_value: current?.value ?? null,
      current_selection: current?.selection ?? null,
    },
  };
}

export function importDeadlines(c: ContainerPlan, s: ShipmentPlan, st: ContainerState): Record<string, unknown> {
  const flat: Record<string, unknown> = {
    pickup_lfd_terminal: isoOrNull(st.lfdTerminal),
    pickup_lfd_rail: isoOrNull(st.lfdRail),
    pickup_lfd_line: isoOrNull(st.lfdLine),
  };
  if (st.deadlineShape === "pod") flat.pod = podDeadlines(c, s, st);
  return flat;
}
