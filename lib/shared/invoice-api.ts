// The contracts of POST/GET /api/invoices and GET /api/invoices/{id}: D&D invoices as entered, and the check of
// each against the box's own evidence (lib/domain/invoices/check-invoice.ts), worked out at every read so it
// follows the evidence as it stands.
import type { DayEvidence, EvidenceFact } from "@/lib/domain/invoices/box-evidence";
import type { DayCode, Verdict } from "@/lib/domain/invoices/day-codes";
import type { Deadline, DisputeStatus } from "@/lib/domain/invoices/dispute";
import type { ChargeKind, InvoiceSource } from "@/lib/domain/invoices/invoice";
import type { InvoiceFinding } from "@/lib/domain/invoices/required-items";
import type { ContainerRow } from "@/lib/shared/container-api";
import type { ClosureView, TerminalCalendarView } from "@/lib/shared/free-time-api";
import type { PlannedPickup, TerminalAppointment } from "@/lib/shared/work-api";

export type {
  ChargeKind,
  DayCode,
  DayEvidence,
  Deadline,
  DisputeStatus,
  EvidenceFact,
  InvoiceFinding,
  InvoiceSource,
  Verdict,
};

export type InvoiceLineView = {
  containerNumber: string | null;
  kind: ChargeKind;
  dates: string[];
  days: number | null;
  ratePerDay: number | null;
  currency: string;
  amount: number | null;
  tariffRule: string | null;
};

/** The invoice as entered: each 541.6 item, null when the invoice lacks it. */
export type InvoiceView = {
  id: string;
  invoiceNumber: string | null;
  billingParty: string | null;
  billedOn: string | null;
  dueOn: string | null;
  billsOfLading: string[];
  portOfDischarge: string | null;
  freeDays: number | null;
  freeTimeStart: string | null;
  freeTimeEnd: string | null;
  availableOn: string | null;
  pickedUpOn: string | null;
  returnedOn: string | null;
  tariffRule: string | null;
  disputeContact: string | null;
  disputeUrl: string | null;
  certifiedCompliance: boolean | null;
  certifiedPerformance: boolean | null;
  source: InvoiceSource;
  documentId: string | null;
  createdAt: string;
  createdByLabel: string;
  lines: InvoiceLineView[];
};

/** One charged box day and what the evidence says of it. */
export type InvoiceDayView = {
  /** The line's index in the invoice. */
  line: number;
  containerNumber: string | null;
  date: string;
  kind: ChargeKind;
  code: DayCode;
  /** The day's share of its line, in `currency`; null when the line names no money. */
  amount: number | null;
  currency: string;
  /** What the day puts at stake (0 unless contestable). */
  atStake: number;
  evidence: DayEvidence;
};

export type InvoiceCheckView = {
  verdict: Verdict;
  findings: InvoiceFinding[];
  days: InvoiceDayView[];
  /** Per currency, never summed across currencies. */
  atStake: Record<string, number>;
  /** What the invoice bills, per currency. */
  total: Record<string, number>;
  /** Billing date + 30 days (541.8); null without a billing date. */
  disputeBy: string | null;
};

/** A charged day the dispute was opened with (its code then): contested, or dropped by the team with its reason. */
export type DisputeDayView = Pick<
  InvoiceDayView,
  "line" | "containerNumber" | "date" | "kind" | "code" | "amount" | "currency"
> & { contested: boolean; dropReason: string | null };

/** The invoice's dispute (lib/domain/invoices/dispute.ts): its status, clocks and money, per currency. */
export type DisputeView = {
  id: string;
  status: DisputeStatus;
  disputeBy: string;
  filedOn: string | null;
  answerDue: string | null;
  /** The deadline it runs against now, and whole days left to it in the workspace's zone (0: today). */
  deadline: (Deadline & { daysLeft: number }) | null;
  disputed: Record<string, number>;
  credited: Record<string, number> | null;
  note: string | null;
  closedOn: string | null;
  createdByLabel: string;
  createdAt: string;
  /** Where it may go from here. */
  next: DisputeStatus[];
  days: DisputeDayView[];
};

export type InvoiceDetailResponse = InvoiceCheckView & { invoice: InvoiceView; dispute: DisputeView | null };

/** One row of the invoice list: the invoice's heading and its check's outcome. */
export type InvoiceSummary = {
  id: string;
  invoiceNumber: string | null;
  billingParty: string | null;
  billedOn: string | null;
  source: InvoiceSource;
  createdAt: string;
  containers: string[];
  verdict: Verdict;
  findings: number;
  contestableDays: number;
  atStake: Record<string, number>;
  total: Record<string, number>;
  disputeBy: string | null;
  disputeStatus: DisputeStatus | null;
};

/** Newest first; `next` is the cursor of the following page (null: the last). */
export type InvoicesResponse = { data: InvoiceSummary[]; next: string | null };

/** POST /api/invoices/import: the invoices a CSV made, in the file's order. */
export type InvoiceImportResponse = { created: number; ids: string[] };

/** One recorded value of a tracked field, with when it was observed and where from (webhook or sync). */
export type PackChange = {
  field: string;
  /** change | initial | late | late_end (lib/domain/days/history-fields.ts). */
  kind: string;
  value: unknown;
  observedAt: string;
  source: string;
  sourceRef: string | null;
};

/** The evidence of one box the invoice bills; `tracked` false: not in this workspace, nothing to show. */
export type PackBox = {
  number: string;
  tracked: boolean;
  box: {
    id: string;
    terminal: ContainerRow["terminal"];
    lfd: ContainerRow["lfd"];
    currentStatus: string | null;
    terminalAppointment: TerminalAppointment | null;
    plannedPickup: PlannedPickup | null;
  } | null;
  /** The LFDs by source, oldest first. */
  lfdHistory: PackChange[];
  /** Holds and availability, oldest first: their intervals. */
  holdHistory: PackChange[];
  /** The terminal's calendar, its holidays and closures within the charged days. */
  calendar:
    | (Pick<TerminalCalendarView, "key" | "name" | "kept" | "gateDays" | "holidays"> & {
        closures: ClosureView[];
      })
    | null;
  notes: { at: string; author: string; body: string }[];
};

/** GET /invoices/{id}/pack and /api/invoices/{id}/pack.pdf: everything a line needs to see. */
export type DisputePack = {
  detail: InvoiceDetailResponse;
  boxes: PackBox[];
  /** The first and last charged day. */
  range: { from: string | null; to: string | null };
  generatedAt: string;
};
