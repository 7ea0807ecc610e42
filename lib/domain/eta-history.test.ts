import { describe, expect, it } from "vitest";

import { etaMoves, isNewSighting, newSightings } from "./eta-history";

const at = (iso: string) => new Date(iso);
const A = at("2026-12-01T08:00:00Z");
const B = at("2026-12-02T14:00:00Z");

describe("ETA history", () => {
  it("starts with the first ETA reported and adds one only when it moves", () => {
    expect(isNewSighting(null, { etaAt: A, seenAt: at("2026-11-20T00:00:00Z") })).toBe(true);
    const latest = { etaAt: A, seenAt: at("2026-11-20T00:00:00Z") };
    expect(isNewSighting(latest, { etaAt: at(A.toISOString()), seenAt: at("2026-11-21T00:00:00Z") })).toBe(false);
    expect(isNewSighting(latest, { etaAt: B, seenAt: at("2026-11-21T00:00:00Z") })).toBe(true);
  });

  it("adds nothing for a report without an ETA, or one older than the latest kept", () => {
    const latest = { etaAt: A, seenAt: at("2026-11-21T00:00:00Z") };
    expect(isNewSighting(latest, { etaAt: null, seenAt: at("2026-11-22T00:00:00Z") })).toBe(false);
    expect(isNewSighting(null, { etaAt: null, seenAt: at("2026-11-22T00:00:00Z") })).toBe(false);
    expect(isNewSighting(latest, { etaAt: B, seenAt: at("2026-11-20T00:00:00Z") })).toBe(false);
  });

  it("keeps a move back as a move (A → B → A is three) and drops repeats, in the order the reports were seen", () => {
    const reports = [
      { etaAt: A, seenAt: at("2026-11-24T00:00:00Z") },
      { etaAt: B, seenAt: at("2026-11-22T00:00:00Z") },
      { etaAt: B, seenAt: at("2026-11-23T00:00:00Z") },
      { etaAt: null, seenAt: at("2026-11-23T12:00:00Z") },
      { etaAt: A, seenAt: at("2026-11-21T00:00:00Z") },
    ];
    expect(newSightings(null, reports).map((s) => [s.etaAt.toISOString(), s.seenAt.toISOString()])).toEqual([
      [A.toISOString(), "2026-11-21T00:00:00.000Z"],
      [B.toISOString(), "2026-11-22T00:00:00.000Z"],
      [A.toISOString(), "2026-11-24T00:00:00.000Z"],
    ]);
    expect(newSightings({ etaAt: A, seenAt: at("2026-11-21T00:00:00Z") }, reports.slice(0, 1))).toEqual([]);
  });

  it("gives each sighting, newest first, its move from the one before, a repeat left out", () => {
    const moves = etaMoves([
      { etaAt: "2026-12-01T08:00:00.000Z", seenAt: "2026-11-20T00:00:00.000Z" },
      { etaAt: "2026-12-02T14:00:00.000Z", seenAt: "2026-11-22T00:00:00.000Z" },
      { etaAt: "2026-12-02T14:00:00.000Z", seenAt: "2026-11-22T00:00:01.000Z" },
      { etaAt: "2026-11-30T08:00:00.000Z", seenAt: "2026-11-25T00:00:00.000Z" },
    ]);
    expect(moves.map((m) => [m.seenAt, m.movedMs === null ? null : m.movedMs / 3_600_000])).toEqual([
      ["2026-11-25T00:00:00.000Z", -54],
      ["2026-11-22T00:00:00.000Z", 30],
      ["2026-11-20T00:00:00.000Z", null],
    ]);
  });

  it("cannot order two reports within one second (a notification's stamp has no milliseconds): both count", () => {
    const latest = { etaAt: A, seenAt: at("2026-11-21T10:00:00.400Z") };
    expect(isNewSighting(latest, { etaAt: B, seenAt: at("2026-11-21T10:00:00.000Z") })).toBe(true);
    expect(isNewSighting(latest, { etaAt: B, seenAt: at("2026-11-21T09:59:59.999Z") })).toBe(false);
  });
});
