import type { CalendarEntry, CalendarKind } from "@/lib/shared/work-api";

import { windowText } from "@/lib/shared/work-api";

// What each kind of calendar entry is called and marked with (a glyph, so the kind never rests on colour:
// the colour is the box's urgency).

export const KIND_INFO: Record<CalendarKind, { label: string; short: string; glyph: string }> = {
  lfd: { label: "Last free day", short: "LFD", glyph: "⚑" },
  appointment: { label: "Terminal appointment", short: "Appt", glyph: "◷" },
  planned_pickup: { label: "Planned pickup", short: "Pickup", glyph: "▲" },
  return_by: { label: "Return by (per diem)", short: "Return", glyph: "↺" },
  planned_return: { label: "Planned return", short: "Depot", glyph: "▼" },
};

/**
 * A day lists the team's plan first (planned pickups, the terminal's appointments), then what falls due (LFDs,
 * return-by dates), then planned returns; the server's order within a kind (time, number) is kept.
 */
export const KIND_ORDER: Record<CalendarKind, number> = {
  planned_pickup: 0,
  appointment: 1,
  lfd: 2,
  return_by: 3,
  planned_return: 4,
};

export function byKindOrder(a: Pick<CalendarEntry, "kind">, b: Pick<CalendarEntry, "kind">): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}

/**
 * What a chip says beside the number, kept short so the number shows whole in a day cell: an appointment's
 * time, a planned pickup's window, else the kind's short name ("LFD", "Pickup", "Return", "Depot"). The glyph
 * tells the kinds apart even when a time stands in for the name.
 */
export function entryCaption(entry: Pick<CalendarEntry, "kind" | "time" | "endTime">): string {
  const time =
    entry.kind === "appointment"
      ? (entry.time ?? "")
      : entry.kind === "planned_pickup"
        ? windowText(entry.time, entry.endTime)
        : "";
  return time || KIND_INFO[entry.kind].short;
}
