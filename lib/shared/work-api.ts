// The contract of the team's work routes (issue 15): PATCH /api/containers/{id}/work, the notes routes,
// POST /api/containers/bulk, GET /api/calendar and GET /api/activity, and the `work` and `activity` parts of
// GET /api/containers/{id}. Shared by the routes and the board's UI; request schemas are in
// lib/validations/work.ts.
import type { Bucket } from "@/lib/domain/bucket";
import type { PlannedFlags, PlanRisk } from "@/lib/domain/plan-risk";

import { dayText } from "./format/date";

export const WORK_LIMITS = {
  tags: 20,
  tagLength: 40,
  note: 4000,
  customerReference: 100,
  appointmentNumber: 60,
  trucker: 100,
  depot: 100,
  /** Boxes in one bulk call. */
  bulk: 5000,
  /** Days in one calendar request. */
  calendarDays: 62,
} as const;

export type UserRef = { id: string; name: string | null; email: string };

/** `date` is a local date in `timezone` (the zone the box's LFD is counted in); the window is wall-clock "HH:MM". */
export type PlannedPickup = {
  date: string;
  windowStart: string | null;
  windowEnd: string | null;
  appointmentNumber: string | null;
  trucker: string | null;
  timezone: string;
};
export type PlannedReturn = { date: string; depot: string | null };

/** The terminal's own appointment (`pickup_appointment_at`), in the terminal's local date and time. */
export type TerminalAppointment = { at: string; date: string; time: string; timezone: string };

/** `body` is null once deleted (every earlier body stays in the audit trail). `mentions`: users the body @mentions. */
export type WorkNote = {
  id: string;
  author: UserRef | null;
  body: string | null;
  mentions: UserRef[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
};

export type ContainerWorkState = {
  containerId: string;
  /** Send it back with the next change; 0 before anything was saved. */
  version: number;
  assignee: UserRef | null;
  /** Everyone watching the box (compare with your own user id for "watching"). */
  watchers: UserRef[];
  plannedPickup: PlannedPickup | null;
  plannedReturn: PlannedReturn | null;
  customerReference: string | null;
  /** The team's tags (the service's own tags are on the row). */
  tags: string[];
  /** Oldest first. */
  notes: WorkNote[];
  terminalAppointment: TerminalAppointment | null;
  /** The planned pickup and the terminal's appointment disagree (another day, or a time outside the window). */
  appointmentDiffers: boolean;
  updatedAt: string | null;
};

/** 409 body's `details` when the version sent is not the current one: show `current` and let the user retry. */
export type WorkConflictDetails = { current: ContainerWorkState };

export const AUDIT_KINDS = [
  "assignment",
  "planned_pickup",
  "planned_return",
  "tags",
  "customer_reference",
  "watch",
  "note_added",
  "note_edited",
  "note_deleted",
  "stop_tracking",
  "resume_tracking",
  "document_type",
  "document_link",
  "document_pages",
  "email_link",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  assignment: "Assignment",
  planned_pickup: "Planned pickup",
  planned_return: "Planned return",
  tags: "Tags",
  customer_reference: "Customer reference",
  watch: "Watch",
  note_added: "Note added",
  note_edited: "Note edited",
  note_deleted: "Note deleted",
  stop_tracking: "Stop tracking",
  resume_tracking: "Resume tracking",
  document_type: "Document type",
  document_link: "Document link",
  document_pages: "Document pages",
  email_link: "Email link",
};

export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export type AuditChange = { field: string; from: AuditValue; to: AuditValue };

/** One user action. `observedAt` is the instant it happened, the same field the service's history items carry. */
export type AuditEventView = {
  id: string;
  observedAt: string;
  kind: AuditKind;
  actor: { id: string | null; label: string };
  container: { id: string | null; number: string | null };
  changes: AuditChange[];
  /**
   * What in the box it was about: the note's id for note events, the shipment's (the service's id) for stop
   * and resume tracking; for `document_type`, `document_link` and `document_pages` the document's id, for
   * `email_link` the email's. Null otherwise.
   */
  ref: string | null;
};

export type ActivityResponse = { data: AuditEventView[]; nextCursor: string | null };

export const BULK_ACTIONS = ["assign", "plan_pickup", "tag", "untag", "watch", "unwatch", "stop_tracking"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export type BulkFailure = { id: string; reason: string };
export type BulkResult = { succeeded: string[]; failed: BulkFailure[] };

/** GET /api/containers/bulk/{jobId}. `interrupted`: the process running it stopped; what is done stays done. */
export type BulkJobView = {
  id: string;
  action: BulkAction;
  status: "running" | "done" | "failed" | "interrupted";
  total: number;
  done: number;
  succeeded: string[];
  failed: BulkFailure[];
  error: string | null;
};

/** One box's reasons to ask before its pickup is planned on that day (lib/domain/plan-risk.ts). */
export type PlanCheckBox = { id: string; number: string } & PlanRisk;
/**
 * POST /api/containers/plan-check. `risky`: only the boxes with a reason to ask; `estimate`: their demurrage
 * estimates summed per currency (never across currencies).
 */
export type PlanCheckResponse = {
  date: string;
  checked: number;
  risky: PlanCheckBox[];
  estimate: Record<string, number>;
};

export const CALENDAR_KINDS = ["lfd", "planned_pickup", "appointment", "return_by", "planned_return"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/**
 * One thing on one terminal-local day. `time`/`endTime`: the appointment's local time, or the planned window.
 * `reference`: the appointment number or the return depot. `workVersion` lets a drag re-plan without a read.
 */
export type CalendarEntry = {
  kind: CalendarKind;
  containerId: string;
  number: string;
  bucket: Bucket;
  terminal: { name: string | null; firmsCode: string | null };
  timezone: string | null;
  time: string | null;
  endTime: string | null;
  reference: string | null;
  /** Look the person up in the response's `users`. */
  assigneeId: string | null;
  workVersion: number;
  /** A planned pickup's flags (after the LFD, while blocked); null for the other kinds. */
  planFlags: PlannedFlags | null;
};
/** A terminal closure on that day (lib/server/free-time): it stops free time for rules that skip closures. */
export type CalendarClosureEntry = {
  id: string;
  terminalKey: string;
  terminalName: string | null;
  wholeDay: boolean;
  from: string | null;
  to: string | null;
  reason: string;
};
/** A dispute's deadline on that day (lib/domain/invoices/dispute.ts): to dispute by, or the answer due. */
export type CalendarDisputeEntry = {
  invoiceId: string;
  invoiceNumber: string | null;
  billingParty: string | null;
  deadline: "dispute_by" | "answer_due";
  disputed: Record<string, number>;
};
export type CalendarDay = {
  date: string;
  entries: CalendarEntry[];
  closures: CalendarClosureEntry[];
  disputes: CalendarDisputeEntry[];
};
/** Every day from `from` to `to`, empty ones included; `users` holds each assignee once, by id. */
export type CalendarResponse = { from: string; to: string; days: CalendarDay[]; users: Record<string, UserRef> };

/** What a board row shows of the work: merged into rows by id. `watching` is the signed-in user's. */
export type BoardWorkSummary = {
  assignee: UserRef | null;
  plannedPickup: Pick<PlannedPickup, "date" | "windowStart" | "windowEnd"> | null;
  noteCount: number;
  watching: boolean;
  tags: string[];
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "plannedPickup" → "planned pickup": a recorded field's name as people say it. */
export function auditFieldText(field: string): string {
  return field
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** "08:00–10:00", "from 08:00", "until 10:00", or "" without a window (the drawer, the calendar, the audit trail). */
export function windowText(start: string | null | undefined, end: string | null | undefined): string {
  if (start && end) return `${start}–${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return "";
}

function pickupText(value: { [key: string]: AuditValue }): string | null {
  const date = value["date"];
  if (typeof date !== "string" || !ISO_DAY.test(date)) return null;
  const start = typeof value["windowStart"] === "string" ? value["windowStart"] : null;
  const end = typeof value["windowEnd"] === "string" ? value["windowEnd"] : null;
  const window = windowText(start, end);
  const extras = Object.entries(value)
    .filter(([key, v]) => !["date", "windowStart", "windowEnd"].includes(key) && v !== null && v !== "")
    .map(([key, v]) =>
      key === "depot" ? `at ${formatAuditValue(v)}` : `${auditFieldText(key)} ${formatAuditValue(v)}`,
    );
  return [[dayText(date, "UTC"), window].filter(Boolean).join(", "), ...extras].join(", ").replace(", at ", " at ");
}

/**
 * An audit value as one line of words (the Activity table, the drawer's history and the CSV): "none" for
 * nothing, "yes"/"no", a date as "Nov 28", a plan as "Nov 28, 08:00–10:00, trucker Acme", a person by name.
 */
export function formatAuditValue(value: AuditValue): string {
  if (value === null || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return ISO_DAY.test(value) ? dayText(value, "UTC") : value;
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(formatAuditValue).join(", ");
  if (typeof value === "object") {
    const label = value["label"];
    if (typeof label === "string") return label;
    const plan = pickupText(value);
    if (plan) return plan;
    const parts = Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([key, v]) => `${auditFieldText(key)} ${formatAuditValue(v)}`);
    return parts.length > 0 ? parts.join(", ") : "none";
  }
  return String(value);
}

/**
 * What an entry was about, in words (the Activity table and its CSV): the box's number, or for an action on
 * no box (a document's type, a shipment without containers yet) its subject, named by `ref`.
 */
export function auditSubject(event: Pick<AuditEventView, "kind" | "container" | "ref">): string | null {
  if (event.container.number !== null) return event.container.number;
  if (event.ref === null) return null;
  if (event.kind === "document_type" || event.kind === "document_link" || event.kind === "document_pages")
    return `document ${event.ref}`;
  if (event.kind === "email_link") return `email ${event.ref}`;
  if (event.kind === "stop_tracking" || event.kind === "resume_tracking") return `shipment ${event.ref}`;
  return null;
}

export function userLabel(user: { name: string | null; email: string }): string {
  return user.name ? `${user.name} <${user.email}>` : user.email;
}
