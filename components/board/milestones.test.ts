import { describe, expect, it } from "vitest";

import { milestonesFromAttributes, milestonesFromEvents } from "./milestones";

describe("milestones", () => {
  it("shows port times in the port zone and rail legs in the ramp zone", () => {
    const list = milestonesFromAttributes({
      pod_timezone: "America/Los_Angeles",
      final_destination_timezone: "America/Chicago",
      pod_discharged_at: "2026-11-20T18:00:00Z",
      pod_rail_loaded_at: "2026-11-21T18:00:00Z",
      ind_ata_at: "2026-11-24T18:00:00Z",
    });
    const byKey = Object.fromEntries(list.map((m) => [m.key, m.text]));
    expect(byKey.discharged).toBe("Nov 20, 10:00 PST");
    expect(byKey.rail_loaded).toBe("Nov 21, 10:00 PST");
    expect(byKey.ind_ata).toBe("Nov 24, 12:00 CST");
    expect(list.at(-1)?.key).toBe("empty_returned");
  });

  it("leaves rail legs out of a box that does not move by rail", () => {
    const keys = milestonesFromAttributes({
      pod_timezone: "America/New_York",
      pod_full_out_at: "2026-11-20T15:00:00Z",
    }).map((m) => m.key);
    expect(keys).toEqual(["arrived", "discharged", "full_out", "empty_returned"]);
  });

  it("orders transport events and labels them", () => {
    const list = milestonesFromEvents([
      { event: "container.transport.full_out", at: "2026-11-22T15:00:00Z", timezone: "America/New_York" },
      {
        event: "container.transport.empty_out",
        at: "2026-10-01T15:00:00Z",
        timezone: "Asia/Shanghai",
        location: "Shanghai",
      },
    ]);
    expect(list.map((m) => m.label)).toEqual(["Empty out to shipper · Shanghai", "Picked up (full out)"]);
    expect(list[0]?.text).toBe("Oct 1, 23:00 GMT+8");
  });

  it("orders events by event time whatever order the service listed them in, and drops withdrawn ones", () => {
    const at = "2026-06-15T09:30:00Z";
    const served = [
      { id: "e3", event: "container.transport.available", at, timezone: "America/Los_Angeles", dataSource: "terminal" },
      {
        id: "e1",
        event: "container.transport.vessel_arrived",
        at: "2026-06-15T03:00:00Z",
        timezone: "America/Los_Angeles",
        dataSource: "ais",
      },
      {
        id: "e2",
        event: "container.transport.vessel_discharged",
        at,
        timezone: "America/Los_Angeles",
        dataSource: "terminal",
      },
      {
        id: "e0",
        event: "container.transport.vessel_arrived",
        at: "2026-06-16T00:00:00Z",
        invalidatedAt: "2026-06-16T01:00:00Z",
      },
    ];
    const labels = (list: typeof served) => milestonesFromEvents(list).map((m) => m.label);
    expect(labels(served)).toEqual(["Vessel arrived at port", "Discharged", "Available for pickup"]);
    expect(labels([...served].reverse())).toEqual(["Vessel arrived at port", "Discharged", "Available for pickup"]);
  });
});
