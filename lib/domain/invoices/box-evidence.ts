import type { DayInterval, DayRecordContent } from "../days/day-record";
import type { TerminalCalendar } from "../free-time/terminal-calendar";
import type { LocalDate } from "../local-date";

import type { ChargeKind } from "./invoice";

// What the check knows of one box (gathered by lib/server/invoices/invoice-evidence.ts): its milestones, its LFDs
// by source, its extensions, its terminal's calendar as it stands now (a closure added after the day still
// counts), and the day records of the charged dates. Every figure a day's code rests on comes from here.

export interface Milestone {
  /** The instant as the service reported it (UTC). */
  at: string;
  /** Its local date in the box's day zone. */
  date: LocalDate;
}

export interface DayRecordRef {
  id: string;
  recordedAt: string;
  record: DayRecordContent;
}

export type LfdSourceName = "line" | "terminal";

export interface SourceLfds {
  /** The LFD the service reported for the source, latest known. */
  reported: LocalDate | null;
  /** Quayside's calculated LFD of the source (extensions already counted), and the rule it used. */
  calculated: LocalDate | null;
  ruleRef: string | null;
}

export interface BoxEvidence {
  containerId: string;
  number: string;
  /** The zone its days are counted in (lib/domain/days/day-zone.ts). */
  zone: string;
  discharged: Milestone | null;
  /** When it left the port terminal: full out, or loaded onto rail. */
  leftTerminal: Milestone | null;
  /** The empty's return. */
  returned: Milestone | null;
  lfd: Record<LfdSourceName, SourceLfds>;
  /** The governing LFD as last recorded: the fallback when the charge's own source has none. */
  governing: { date: LocalDate; basis: "reported" | "calculated" } | null;
  extensionDays: Record<LfdSourceName, number>;
  calendar: TerminalCalendar | null;
  /** The records of each charged date, oldest first: the last stands for the day, the others it superseded. */
  days: ReadonlyMap<LocalDate, readonly DayRecordRef[]>;
}

/** The tariff's rate for a chargeable day (day 1 = the first day after the free time), and which version says so. */
export interface TariffRate {
  ratePerDay: number;
  currency: string;
  tariff: { tariffId: string; versionId: string; version: number; name: string };
}

/** The rate in force that day for that kind of charge on that box; null: no tariff covers it (never guessed). */
export type RateLookup = (query: {
  box: BoxEvidence;
  kind: ChargeKind;
  date: LocalDate;
  dayNumber: number;
}) => TariffRate | null;

/** One fact a day's code rests on, with its time and source. */
export type EvidenceFact =
  | { kind: "discharged"; at: string }
  | { kind: "not_discharged" }
  | { kind: "left_terminal"; at: string }
  | { kind: "returned"; at: string }
  | {
      kind: "free_time";
      /** The last free day the charge must respect, extensions included. */
      lfd: LocalDate;
      source: LfdSourceName | "governing";
      basis: "reported" | "calculated";
      extensionDays: number;
      ruleRef: string | null;
    }
  | { kind: "return_by"; date: LocalDate | null; lastFreeSeen: LocalDate | null }
  | { kind: "availability"; known: boolean; hours: number; intervals: DayInterval[] }
  | { kind: "hold"; name: string; status: string; from: string; to: string; hours: number }
  | { kind: "terminal_closed"; reasons: string[] }
  | { kind: "also_charged"; invoiceId: string; invoiceNumber: string | null; line: number }
  | {
      kind: "tariff";
      dayNumber: number;
      expected: number;
      expectedCurrency: string;
      charged: number | null;
      chargedCurrency: string;
      tariff: TariffRate["tariff"];
    }
  | { kind: "no_tariff"; dayNumber: number }
  | { kind: "no_record" }
  | { kind: "not_tracked" };

export interface DayEvidence {
  zone: string | null;
  /** The day record that stands for the day, then the ones it superseded. */
  recordIds: string[];
  recordedAt: string | null;
  /** The recorded changes (container_changes ids) the day record was built from. */
  changeIds: string[];
  /** The terminal's checks of the box that day (none: unverified). */
  checks: { count: number; first: string | null; last: string | null } | null;
  facts: EvidenceFact[];
}
