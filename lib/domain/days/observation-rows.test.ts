import { describe, expect, it } from "vitest";

import { canonical } from "../canonical-json";

import { HISTORY_FIELDS } from "./history-fields";
import {
  firstObservationRows,
  lateObservationRows,
  type HistoryRow,
  type HistoryValues,
  type RecordedRow,
} from "./observation-rows";

const values = (over: Partial<HistoryValues> = {}): HistoryValues => ({
  ...(Object.fromEntries(HISTORY_FIELDS.map((field) => [field, null])) as HistoryValues),
  ...over,
});

const at = (iso: string): Date => new Date(iso);
const CUSTOMS = [{ name: "customs", status: "hold", description: null }];

/** The rows of one field in (observed_at, id) order, new rows after old ones of the same instant. */
function chainOf(field: string, recorded: readonly RecordedRow[], added: readonly HistoryRow[]): RecordedRow[] {
  return [...recorded, ...added]
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.field === field)
    .sort((a, b) => a.row.at.getTime() - b.row.at.getTime() || a.index - b.index)
    .map(({ row }) => row);
}

function expectOneChain(rows: readonly RecordedRow[]): void {
  for (let index = 1; index < rows.length; index += 1)
    expect(canonical(rows[index]?.oldValue), `row ${index}`).toBe(canonical(rows[index - 1]?.newValue));
}

describe("first observation", () => {
  const observedAt = at("2026-11-20T18:00:00Z");
  const rows = firstObservationRows(
    values({
      pod_discharged_at: "2026-11-17T15:12:00.000Z",
      holds: [],
      fees: CUSTOMS.slice(0, 0),
      available_for_pickup: true,
      current_status: "available",
      pickup_lfd_terminal: "2026-11-21T08:00:00.000Z",
      pickup_appointment_at: "2026-11-22T16:00:00.000Z",
    }),
    { observedAt, terminalCheckedAt: at("2026-11-20T09:30:00Z") },
  );
  const row = (field: string) => rows.find((item) => item.field === field);

  it("dates a milestone by its own instant and the terminal's facts by the terminal's last check", () => {
    expect(row("pod_discharged_at")?.at).toEqual(at("2026-11-17T15:12:00Z"));
    for (const field of ["holds", "fees", "available_for_pickup", "pickup_lfd_terminal", "pickup_appointment_at"])
      expect(row(field)?.at, field).toEqual(at("2026-11-20T09:30:00Z"));
    expect(row("current_status")?.at).toEqual(observedAt);
  });

  it("marks every row initial, old repeating new, and leaves out what the service left unset", () => {
    expect(rows.map((item) => item.field).sort()).toEqual(
      [
        "available_for_pickup",
        "current_status",
        "fees",
        "holds",
        "pickup_appointment_at",
        "pickup_lfd_terminal",
        "pod_discharged_at",
      ].sort(),
    );
    expect(rows.every((item) => item.kind === "initial" && item.oldValue === item.newValue)).toBe(true);
    // An empty list is a value (the terminal reports none), unlike null (it reports nothing).
    expect(row("holds")?.newValue).toEqual([]);
  });

  it("never dates a value after the observation that saw it", () => {
    const [check, full] = firstObservationRows(values({ holds: [], pod_full_out_at: "2026-11-21T00:00:00.000Z" }), {
      observedAt,
      terminalCheckedAt: at("2026-11-20T19:00:00Z"),
    });
    expect(check?.at).toEqual(observedAt);
    expect(full?.at).toEqual(observedAt);
  });

  it("dates by the observation when the terminal never said when it checked", () => {
    const [holds] = firstObservationRows(values({ holds: CUSTOMS }), { observedAt, terminalCheckedAt: null });
    expect(holds?.at).toEqual(observedAt);
  });
});

describe("a delivery older than the box", () => {
  // The box: no hold at first sight (Nov 20 08:00), the terminal then posted fees (Nov 21 10:00); a sync read the
  // same again on Nov 22 12:00 (the box's newest observation).
  const recorded: RecordedRow[] = [
    { field: "holds", oldValue: [], newValue: [], at: at("2026-11-20T08:00:00Z") },
    { field: "fees", oldValue: [], newValue: [], at: at("2026-11-20T08:00:00Z") },
    {
      field: "fees",
      oldValue: [],
      newValue: [{ type: "demurrage", amount: 150 }],
      at: at("2026-11-21T10:00:00Z"),
    },
  ];
  const current = values({ holds: [], fees: [{ type: "demurrage", amount: 150 }], current_status: "available" });
  const storedAt = at("2026-11-22T12:00:00Z");

  it("keeps a hold only a late delivery saw, from its own time until the box's newer observation", () => {
    const late = at("2026-11-21T15:00:00Z");
    const rows = lateObservationRows(recorded, current, { ...current, holds: CUSTOMS }, { at: late, storedAt });
    expect(rows).toEqual([
      { field: "holds", kind: "late", oldValue: [], newValue: CUSTOMS, at: late },
      { field: "holds", kind: "late_end", oldValue: CUSTOMS, newValue: [], at: storedAt },
    ]);
    expectOneChain(chainOf("holds", recorded, rows));
  });

  it("ends a late value just before the next change the history holds, keeping the chain in order", () => {
    const late = at("2026-11-21T06:00:00Z");
    const partly = [{ type: "demurrage", amount: 75 }];
    const rows = lateObservationRows(recorded, current, { ...current, fees: partly }, { at: late, storedAt });
    expect(rows).toEqual([
      { field: "fees", kind: "late", oldValue: [], newValue: partly, at: late },
      { field: "fees", kind: "late_end", oldValue: partly, newValue: [], at: at("2026-11-21T09:59:59.999Z") },
    ]);
    const chain = chainOf("fees", recorded, rows);
    expectOneChain(chain);
    expect(chain.map((row) => row.at.toISOString())).toEqual([
      "2026-11-20T08:00:00.000Z",
      "2026-11-21T06:00:00.000Z",
      "2026-11-21T09:59:59.999Z",
      "2026-11-21T10:00:00.000Z",
    ]);
  });

  it("records nothing for a field whose late value is the one the history holds for that instant", () => {
    // Before the fees were posted the history says [] too: the late delivery agrees with it.
    const rows = lateObservationRows(
      recorded,
      current,
      { ...current, fees: [] },
      {
        at: at("2026-11-21T06:00:00Z"),
        storedAt,
      },
    );
    expect(rows).toEqual([]);
  });

  it("reads the value before the first row from that row's old value, and with no rows the box's own", () => {
    const early = at("2026-11-19T08:00:00Z");
    const rows = lateObservationRows(
      recorded,
      current,
      { ...current, fees: null, current_status: "not_available" },
      { at: early, storedAt },
    );
    expect(rows.filter((row) => row.kind === "late")).toEqual([
      { field: "fees", kind: "late", oldValue: [], newValue: null, at: early },
      { field: "current_status", kind: "late", oldValue: "available", newValue: "not_available", at: early },
    ]);
    const status = rows.find((row) => row.field === "current_status" && row.kind === "late_end");
    expect(status).toMatchObject({ oldValue: "not_available", newValue: "available", at: storedAt });
    expectOneChain(chainOf("fees", recorded, rows));
  });

  it("records nothing where a row of the very same instant already stands: which came first cannot be told", () => {
    const rows = lateObservationRows(
      recorded,
      current,
      { ...current, holds: CUSTOMS },
      {
        at: at("2026-11-20T08:00:00Z"),
        storedAt,
      },
    );
    expect(rows).toEqual([]);
  });
});
