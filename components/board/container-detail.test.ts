import { describe, expect, it } from "vitest";

import type { ContainerDetailResponse, ContainerShipment } from "@/lib/shared/container-api";

import { readDetail } from "./container-detail";
import { testRow } from "./test-row";

const event = {
  id: "ev-1",
  event: "container.transport.full_out",
  timestamp: "2026-11-22T00:00:00Z",
  value: null,
  dataSource: "terminal",
  locationLocode: "USNYC",
  timezone: "America/New_York",
  invalidatedAt: null,
};

const shipment: ContainerShipment = {
  id: "s-1",
  billOfLading: "MEDU1",
  bookingNumber: "BKG1",
  carrier: "MSCU · MSC",
  vessel: "MSC ANNA",
  voyage: "123W",
  polName: "Shanghai",
  podName: "New York",
  destinationName: null,
  etaAt: "2026-11-19T00:00:00Z",
  ataAt: null,
  timezone: "America/New_York",
  trackingStoppedAt: null,
};

// The shape of GET /api/containers/{id} (lib/server/containers/detail.ts).
const response = (over: Partial<ContainerDetailResponse> = {}): ContainerDetailResponse => ({
  data: testRow(),
  history: [
    {
      id: "41",
      kind: "change",
      observedAt: "2026-11-20T00:00:00Z",
      recordedAt: "2026-11-20T00:00:05Z",
      field: "pickup_lfd_line",
      source: "webhook",
      sourceRef: null,
      oldValue: null,
      newValue: "2026-11-25T07:59:00Z",
    },
  ],
  historyCursor: "2026-11-20T00:00:00.000Z_41",
  transportEvents: [event],
  latestEvent: event,
  shipment,
  goneUpstreamAt: null,
  arrival: {
    etaHistory: [],
    originalEtaAt: null,
    timezone: "America/New_York",
    vesselPosition: null,
    vesselAskedAt: null,
  },
  now: "2026-11-22T00:00:00Z",
  work: {
    containerId: "c1",
    version: 0,
    assignee: null,
    watchers: [],
    plannedPickup: null,
    plannedReturn: null,
    customerReference: null,
    tags: [],
    notes: [],
    terminalAppointment: null,
    appointmentDiffers: false,
    updatedAt: null,
  },
  activity: [],
  ...over,
});

describe("container detail reader", () => {
  it("reads the row, history, events and shipment in the drawer's shapes", () => {
    const detail = readDetail(response());
    expect(detail.latestEvent).toEqual({
      id: "ev-1",
      event: "container.transport.full_out",
      at: "2026-11-22T00:00:00Z",
      timezone: "America/New_York",
      location: "USNYC",
      dataSource: "terminal",
      invalidatedAt: null,
    });
    expect(detail.row.number).toBe("MSCU1234566");
    expect(detail.historyCursor).toBe("2026-11-20T00:00:00.000Z_41");
    expect(detail.history).toEqual([
      {
        id: "41",
        kind: "change",
        at: "2026-11-20T00:00:00Z",
        field: "pickup_lfd_line",
        source: "webhook",
        from: null,
        to: "2026-11-25T07:59:00Z",
      },
    ]);
    expect(detail.events[0]?.location).toBe("USNYC");
    expect(detail.shipment).toEqual({
      id: "s-1",
      billOfLading: "MEDU1",
      carrier: "MSCU · MSC",
      vessel: "MSC ANNA",
      voyage: "123W",
      polName: "Shanghai",
      podName: "New York",
      destinationName: null,
      etaAt: "2026-11-19T00:00:00Z",
      ataAt: null,
      timezone: "America/New_York",
      trackingStopped: false,
    });
  });

  it("says what the service did not send: no shipment, no latest event, a stopped line", () => {
    expect(readDetail(response({ shipment: null, latestEvent: null, transportEvents: [] }))).toMatchObject({
      shipment: null,
      latestEvent: null,
      events: [],
    });
    const stopped = readDetail(response({ shipment: { ...shipment, trackingStoppedAt: "2026-11-21T00:00:00Z" } }));
    expect(stopped.shipment?.trackingStopped).toBe(true);
  });
});
