import type { DayRecordContent } from "../days/day-record";
import type { TerminalCalendar } from "../free-time/terminal-calendar";
import type { LocalDate } from "../local-date";

import type { BoxEvidence, DayRecordRef, RateLookup, TariffRate } from "./box-evidence";
import type { InvoiceDraft, InvoiceLineDraft } from "./invoice";

// Fixtures for invoice-check tests: one box at a Los Angeles terminal (PST, UTC−8) in November 2026, read off a
// wall calendar. Discharged Mon Nov 2 07:12; line LFD reported Fri Nov 6; full out Mon Nov 16 10:00; empty
// returned Fri Nov 20 09:00. Gates Monday to Friday; Veterans Day (Wed Nov 11) a holiday.

export const ZONE = "America/Los_Angeles";

export const testCalendar: TerminalCalendar = {
  key: "W185",
  name: "Pier 400",
  timezone: ZONE,
  gateDays: [1, 2, 3, 4, 5],
  holidays: [{ date: "2026-11-11", name: "Veterans Day" }],
  closures: [],
  kept: true,
};

/** The UTC instant of a PST wall time on a November 2026 date. */
export const pst = (date: LocalDate, time: string): string =>
  new Date(Date.parse(`${date}T${time}:00Z`) + 8 * 3_600_000).toISOString();

/** A day at the terminal, available all day, no holds, checked once at 09:00. */
export function testRecord(date: LocalDate, overrides: Partial<DayRecordContent> = {}): DayRecordContent {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    date,
    zone: ZONE,
    phase: "at_terminal",
    available: { known: true, hours: 24, intervals: [{ from: pst(date, "00:00"), to: pst(next, "00:00") }] },
    holdsKnown: true,
    holds: [],
    lfd: {
      line: "2026-11-06",
      terminal: null,
      rail: null,
      governing: "2026-11-06",
      source: "line",
      basis: "reported",
      calculated: { line: null, terminal: null },
    },
    fees: [],
    checks: { count: 1, first: pst(date, "09:00"), last: pst(date, "09:00") },
    unverified: false,
    terminal: { closed: false, reasons: [] },
    appointmentAt: null,
    charges: [],
    sources: { changeIds: [`${date.slice(8)}01`] },
    ...overrides,
  };
}

/** Records by date, each its day's only one (id `r-<date>`). */
export function recordsOf(records: readonly DayRecordContent[]): Map<LocalDate, DayRecordRef[]> {
  return new Map(
    records.map((record) => [record.date, [{ id: `r-${record.date}`, recordedAt: pst(record.date, "23:59"), record }]]),
  );
}

export function testBox(overrides: Partial<BoxEvidence> = {}): BoxEvidence {
  return {
    containerId: "box-1",
    number: "MSCU1234565",
    zone: ZONE,
    discharged: { at: pst("2026-11-02", "07:12"), date: "2026-11-02" },
    leftTerminal: { at: pst("2026-11-16", "10:00"), date: "2026-11-16" },
    returned: { at: pst("2026-11-20", "09:00"), date: "2026-11-20" },
    lfd: {
      line: { reported: "2026-11-06", calculated: null, ruleRef: null },
      terminal: { reported: null, calculated: null, ruleRef: null },
    },
    governing: { date: "2026-11-06", basis: "reported" },
    extensionDays: { line: 0, terminal: 0 },
    calendar: testCalendar,
    days: new Map(),
    ...overrides,
  };
}

const demurrageTariff = { tariffId: "t-1", versionId: "t-1-v2", version: 2, name: "MSCU demurrage" };
const perDiemTariff = { tariffId: "p-1", versionId: "p-1-v1", version: 1, name: "MSCU per diem" };

/** Demurrage $150 a day for days 1–5, then $250; per diem $100 a day. Storage has no tariff. */
export const testRates: RateLookup = ({ kind, dayNumber }): TariffRate | null => {
  if (kind === "storage") return null;
  if (kind === "demurrage") return { ratePerDay: dayNumber <= 5 ? 150 : 250, currency: "USD", tariff: demurrageTariff };
  return { ratePerDay: 100, currency: "USD", tariff: perDiemTariff };
};

export function testLine(overrides: Partial<InvoiceLineDraft> = {}): InvoiceLineDraft {
  return {
    containerNumber: "MSCU1234565",
    kind: "demurrage",
    dates: ["2026-11-09"],
    days: 1,
    ratePerDay: 150,
    currency: "USD",
    amount: 150,
    tariffRule: null,
    ...overrides,
  };
}

/** An invoice carrying every 541.6 item, billed Dec 1 2026 for one demurrage day. */
export function testInvoice(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    invoiceNumber: "INV-1001",
    billingParty: "MSC Mediterranean Shipping",
    billedOn: "2026-12-01",
    dueOn: "2026-12-31",
    billsOfLading: ["MEDUAB123456"],
    portOfDischarge: "Los Angeles",
    freeDays: 4,
    freeTimeStart: "2026-11-03",
    freeTimeEnd: "2026-11-06",
    availableOn: "2026-11-02",
    pickedUpOn: "2026-11-16",
    returnedOn: "2026-11-20",
    tariffRule: "MSC US tariff rule 21",
    disputeContact: "disputes@example.com",
    disputeUrl: "https://example.com/disputes",
    certifiedCompliance: true,
    certifiedPerformance: true,
    lines: [testLine()],
    ...overrides,
  };
}
