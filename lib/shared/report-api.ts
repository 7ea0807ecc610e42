// The contract of GET /api/reports and of the reports pages (lib/server/reports/*), shared by the server that
// computes the rows and the components that draw them (components/reports/*).
import type { AmountsByCurrency } from "@/lib/domain/fees";
import type { LfdDisagreement } from "@/lib/domain/free-time/box-free-time";
import type { MoneyAtRiskPart } from "@/lib/domain/money-at-risk";
import type { FreeTimeDayKind } from "@/lib/domain/free-time/free-time-rule";
import type { IncurredFigure } from "@/lib/domain/incurred-money";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";

/** The terminal rows without a terminal name or FIRMS code are grouped under (TERMINAL_LABEL in reports/scope.ts). */
export const UNKNOWN_TERMINAL = "Unknown terminal";

/** Days the LFD chart looks ahead; dwell's last bar holds this many days and more. */
export const DUE_DAYS = 14;
export const DWELL_CAP = 14;

/** Boxes whose LFD falls `offset` days from today, per terminal. */
export type LfdDueRow = { offset: number; date: string; terminal: string; containers: number };
export type PastLfdRow = { band: string; terminal: string; containers: number };

/** The filters a report was computed for: the query (lib/validations/reports.ts) with its defaults filled in. */
export type ReportFilters = { from: string; to: string; terminal: string[]; line: string[]; customer: string[] };

export const FEE_TYPES = ["demurrage", "exam", "extended_dwell_time", "other"] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export type FeesRow = { period: string; type: FeeType; currency: string; amount: number };

export type ExposureRow = { offset: number; date: string; byCurrency: Record<string, number>; containers: number };
export type ExposureReport = { rows: ExposureRow[]; currencies: string[]; estimated: number; withoutTariff: number };

export type ActiveHoldRow = { name: string; band: string; containers: number };
export type ReleaseRow = { name: string; releases: number; medianHours: number; p90Hours: number };

export type DwellKind = "discharge_to_out" | "out_to_return";
export type DwellRow = { kind: DwellKind; days: number; containers: number };
export type DwellStats = { kind: DwellKind; containers: number; medianDays: number; p90Days: number };
export type FreeTimeShare = { withTariff: number; withinFreeTime: number };
export type DwellReport = { histogram: DwellRow[]; stats: DwellStats[]; freeTime: FreeTimeShare };

export type FreshnessRow = { terminal: string; containers: number; stale: number; unknown: number };

/**
 * A box whose reported LFD differs from the one its free-time rule counts (lib/server/reports/disagreements.ts):
 * its costliest disagreement, and what it puts at stake (the days between the two LFDs at the demurrage rate of
 * each; null when the reported LFD is the later one or no tariff covers those days).
 */
export type DisagreementRow = LfdDisagreement & {
  id: string;
  number: string;
  terminal: string;
  line: string | null;
  customer: string | null;
  /** Per currency, never added across currencies; an estimate. */
  atStake: AmountsByCurrency | null;
  /** The tariff versions the stake's rates come from, in day order; [] without a stake. */
  tariffs: { name: string; version: number }[];
  /** The free-time rule the calculated LFD counts by. */
  rule: { ref: string | null; freeDays: number; dayKind: FreeTimeDayKind; extensionDays: number };
};
/** The costliest first, at most `rows.length` of `total` (of which `earlier` report an LFD before the rule's). */
export type DisagreementsReport = { rows: DisagreementRow[]; total: number; earlier: number };

/** The choices of the reports' filter form. */
export type FilterOptions = { terminals: { value: string; label: string }[]; lines: string[]; customers: string[] };

export type ReportsResponse = {
  now: string;
  today: string;
  filters: ReportFilters;
  lfdDue: LfdDueRow[];
  pastLfd: PastLfdRow[];
  /** The board's Past LFD card for the same filters: its count and posted demurrage, repeated on the cards. */
  pastLfdCard: PastLfdSummary;
  fees: { grain: "day" | "week"; rows: FeesRow[] };
  exposure: ExposureReport;
  activeHolds: ActiveHoldRow[];
  releases: ReleaseRow[];
  dwell: DwellReport;
  freshness: FreshnessRow[];
  disagreements: DisagreementsReport;
};

// The daily report page (/reports/daily): the morning lists, drawn from the server's rows.

export type DailyRow = {
  terminal: string;
  bucket: "lfd_today" | "lfd_tomorrow";
  number: string;
  line: string | null;
  customer: string | null;
  lfd: string | null;
  holds: string[];
  ready: boolean;
  appointment: Date | null;
  timezone: string | null;
};

export type PastLfdDailyRow = {
  terminal: string;
  number: string;
  line: string | null;
  customer: string | null;
  lfd: string;
  daysPast: number;
  holds: string[];
  ready: boolean;
  /** Demurrage the terminal has posted, per currency ({} = none posted); null when the terminal reports no fees at all. */
  demurrage: AmountsByCurrency | null;
  /**
   * Estimate from the demurrage tariff (the board's Past LFD card's rule): the charge for the next day the box
   * waits, in the tariff's own currency, naming the tariff version and the chargeable day it is for (its date's
   * version); null without a tariff.
   */
  estimatePerDay: Omit<MoneyAtRiskPart, "kind"> | null;
  /**
   * Demurrage and storage incurred to date by the box's day records, each day at the tariff version in force on it
   * (lib/domain/incurred-money.ts): one figure per kind and currency, naming its versions and days; [] = none.
   */
  incurred: IncurredFigure[];
  /** Chargeable days at the terminal so far that no tariff version covers (not estimated). */
  incurredUnpricedDays: number;
};

export type DailyReport = { today: string; pastLfd: PastLfdDailyRow[]; due: DailyRow[] };
