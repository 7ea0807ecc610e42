import { describe, expect, it } from "vitest";

import { readDetail } from "./container-detail";
import { testRow } from "./test-row";

describe("container detail reader", () => {
  it("reads the row, history, events and shipment when present", () => {
    // The shape of GET /api/containers/{id} (lib/server/containers/detail.ts).
    const detail = readDetail({
      data: testRow(),
      history: [{ observedAt: "2026-11-20T00:00:00Z", field: "pickup_lfd_line", source: "webhook", oldValue: null, newValue: "2026-11-25T07:59:00Z" }, { bogus: true }],
      transportEvents: [{ event: "container.transport.full_out", timestamp: "2026-11-22T00:00:00Z", timezone: "America/New_York", locationLocode: "USNYC" }],
      latestEvent: { id: "ev-1", event: "container.transport.full_out", timestamp: "2026-11-22T00:00:00Z", timezone: "America/New_York", dataSource: "terminal", invalidatedAt: null },
      shipment: { vessel: "MSC ANNA", voyage: "123W", pod_eta_at: "2026-11-19T00:00:00Z" },
      now: "2026-11-22T00:00:00Z",
    });
    expect(detail.latestEvent).toMatchObject({ id: "ev-1", event: "container.transport.full_out", at: "2026-11-22T00:00:00Z", dataSource: "terminal" });
    expect(detail.row?.number).toBe("MSCU1234566");
    expect(detail.history).toEqual([{ at: "2026-11-20T00:00:00Z", field: "pickup_lfd_line", source: "webhook", from: null, to: "2026-11-25T07:59:00Z" }]);
    expect(detail.events?.[0]?.location).toBe("USNYC");
    expect(detail.events?.[0]?.event).toBe("container.transport.full_out");
    expect(detail.shipment).toMatchObject({ vessel: "MSC ANNA", voyage: "123W", etaAt: "2026-11-19T00:00:00Z" });
  });

  it("says unknown (null) for sections the API does not send", () => {
    expect(readDetail({ data: testRow() })).toMatchObject({ history: null, events: null, shipment: null, latestEvent: null });
    expect(readDetail(null).row).toBeNull();
  });
});
