import type { ContainerRow } from "@/lib/shared/container-api";

/** A plausible board row for unit tests; override what the test is about. */
export function testRow(overrides: Partial<ContainerRow> = {}): ContainerRow {
  return {
    id: "row-1",
    upstreamId: "up-1",
    number: "MSCU1234566",
    billOfLading: "MEDUAB123456",
    bookingNumber: null,
    shippingLine: { scac: "MSCU", name: "MSC" },
    terminal: { id: "t1", name: "Pier 400", firmsCode: "Y258", timezone: "America/Los_Angeles" },
    currentStatus: "available",
    bucket: "ready",
    flags: { ready: true, blocked: false, pendingHold: false, conflict: false, stale: false, urgencyUnknown: false, holdsUnknown: false, feesUnknown: false },
    readyForPickup: true,
    lfd: {
      governing: "2026-11-25T07:59:00Z",
      governingDate: "2026-11-24",
      source: "line",
      line: { at: "2026-11-25T07:59:00Z", date: "2026-11-24", timezone: "America/Los_Angeles", timezoneFallback: false },
      terminal: null,
      rail: null,
      daysLeft: 2,
      timezone: "America/Los_Angeles",
      conflict: false,
    },
    holds: [],
    holdsKnown: true,
    fees: { byCurrency: {}, terminalTotal: null, known: true },
    availableForPickup: true,
    pickupAppointmentAt: null,
    terminalCheckedAt: "2026-11-22T10:00:00Z",
    syncedAt: "2026-11-22T10:00:00Z",
    stale: false,
    customerName: null,
    refNumbers: [],
    tags: [],
    podEtaAt: null,
    attributes: {},
    ...overrides,
  };
}
