import { describe, expect, it } from "vitest";

import { latestTransportEvent, sortTransportEvents, type TransportEventFact } from "./transport-events";

const ev = (
  id: string,
  name: string,
  timestamp: string | null,
  extra: Partial<TransportEventFact> = {},
): TransportEventFact => ({
  id,
  event: `container.transport.${name}`,
  timestamp,
  ...extra,
});

// As the service lists them: most recently learned first. The discharge (a terminal event learned within the
// hour) comes before the vessel departure, which the line reported in a batch days after it happened.
const served = [
  ev("e3", "vessel_discharged", "2026-06-15T09:30:00Z", { dataSource: "terminal" }),
  ev("e1", "vessel_departed", "2026-05-20T02:00:00Z", { dataSource: "ais" }),
  ev("e2", "vessel_arrived", "2026-06-15T03:00:00Z", { dataSource: "ais" }),
  ev("e0", "empty_out", "2026-05-10T12:00:00Z", { dataSource: "shipping_line" }),
];

describe("transport event order", () => {
  it("chooses the latest event by event time, not by its place in the list", () => {
    expect(latestTransportEvent(served)?.id).toBe("e3");
    expect(latestTransportEvent([...served].reverse())?.id).toBe("e3");
    expect(sortTransportEvents(served).map((e) => e.id)).toEqual(["e0", "e1", "e2", "e3"]);
  });

  it("breaks a tie of equal times the same way whatever the input order", () => {
    const same = "2026-06-15T09:30:00Z";
    const tied = [
      ev("b", "available", same, { dataSource: "terminal" }),
      ev("a", "vessel_discharged", same, { dataSource: "terminal" }),
      ev("d", "vessel_discharged", same, { dataSource: "shipping_line" }),
      ev("c", "custom_thing", same),
    ];
    const orders = [tied, [...tied].reverse(), [tied[2], tied[0], tied[3], tied[1]]].map((list) =>
      sortTransportEvents(list.filter((e): e is TransportEventFact => e !== undefined)).map((e) => e.id),
    );
    for (const order of orders) expect(order).toEqual(["a", "d", "b", "c"]);
    expect(latestTransportEvent(tied)?.id).toBe("c");
    expect(latestTransportEvent([...tied].reverse())?.id).toBe("c");
  });

  it("leaves out withdrawn and undated events, and compares instants, not strings", () => {
    const events = [
      ev("late-but-withdrawn", "vessel_arrived", "2026-06-16T00:00:00Z", { invalidatedAt: "2026-06-16T01:00:00Z" }),
      ev("undated", "full_out", null),
      // The same instant written with an offset sorts by time, not text.
      ev("offset", "vessel_berthed", "2026-06-15T05:00:00+02:00"),
      ev("utc", "vessel_arrived", "2026-06-15T02:30:00Z"),
    ];
    expect(latestTransportEvent(events)?.id).toBe("offset");
    expect(sortTransportEvents(events).map((e) => e.id)).toEqual(["utc", "offset", "late-but-withdrawn", "undated"]);
    expect(latestTransportEvent([])).toBeNull();
  });
});
