import "server-only";

import { plannedPickupFlags } from "@/lib/domain/plan-risk";
import { addCalendarDays, calendarDaysBetween, type Bucket } from "@/lib/domain";
import { PICKED_UP_BUCKETS } from "@/lib/domain/bucket";
import { amountsOf } from "@/lib/domain/invoices/dispute";
import { db } from "@/lib/server/db";
import { LISTED, NOT_PICKED_UP, NOT_RETURNED } from "@/lib/server/sql/board-sql";
import { AppError } from "@/lib/shared/app-error";
import {
  WORK_LIMITS,
  type CalendarClosureEntry,
  type CalendarDay,
  type CalendarDisputeEntry,
  type CalendarEntry,
  type CalendarKind,
  type CalendarResponse,
} from "@/lib/shared/work-api";

import { terminalAppointmentOf } from "./local-time";
import { usersById } from "./teammates";

// GET /api/calendar: per terminal-local day, the boxes' governing LFDs, terminal appointments, planned pickups,
// return-by dates and planned returns. Every date is read from a stored, indexed column (the evaluation stores
// the LFD's and the return-by's local dates; a planned date is stored as the local date it is); only the
// appointments' instants are turned into local dates here. One query: a month at 10,000 boxes is thousands of
// entries, and the ORM's per-row mapping of nested relations cost more than the query itself.

type Row = {
  id: string;
  kind: CalendarKind;
  date: string | null;
  at: Date | null;
  time: string | null;
  end_time: string | null;
  reference: string | null;
  zone: string | null;
  number: string;
  bucket: string;
  terminal_name: string | null;
  terminal_firms_code: string | null;
  pod_timezone: string | null;
  version: number | null;
  assignee_id: string | null;
  lfd_date: string | null;
  flag_blocked: boolean;
};

export function checkRange(from: string, to: string): number {
  const span = calendarDaysBetween(from, to) + 1;
  if (span < 1)
    throw new AppError("bad_request", "`to` must be on or after `from`.", {
      details: [{ path: "to", message: "Before from." }],
    });
  if (span > WORK_LIMITS.calendarDays) {
    throw new AppError(
      "bad_request",
      `Ask for at most ${WORK_LIMITS.calendarDays} days at a time (this asked for ${span}).`,
      { details: [{ path: "to", message: "Range too long." }] },
    );
  }
  return span;
}

const ORDER: Record<CalendarKind, number> = {
  lfd: 0,
  appointment: 1,
  planned_pickup: 2,
  return_by: 3,
  planned_return: 4,
};

export async function getCalendar(workspaceId: string, from: string, to: string): Promise<CalendarResponse> {
  const span = checkRange(from, to);
  // Local dates run up to 14 hours either side of UTC: a day of margin finds every appointment of the range.
  const after = `${addCalendarDays(from, -1)}T00:00:00Z`;
  const before = `${addCalendarDays(to, 2)}T00:00:00Z`;
  // Boxes out or returned have no pickup LFD or appointment left to meet (their return-by counts instead);
  // boxes the service no longer lists are off the board.
  const rows = await db.$queryRaw<Row[]>`
    WITH items AS (
      SELECT c.id, 'lfd' AS kind, c.governing_lfd_date::text AS date, NULL::timestamptz AS at, NULL::text AS time, NULL::text AS end_time, NULL::text AS reference, NULL::text AS zone
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND c.governing_lfd_date BETWEEN ${from}::date AND ${to}::date AND ${NOT_PICKED_UP}
      UNION ALL
      SELECT c.id, 'appointment', NULL, c.pickup_appointment_at, NULL, NULL, NULL, NULL
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND c.pickup_appointment_at >= ${after}::timestamptz AND c.pickup_appointment_at < ${before}::timestamptz AND ${NOT_PICKED_UP}
      UNION ALL
      SELECT c.id, 'return_by', c.return_by_date::text, NULL, NULL, NULL, NULL, NULL
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND c.return_by_date BETWEEN ${from}::date AND ${to}::date AND ${NOT_RETURNED}
      UNION ALL
      SELECT container_id, 'planned_pickup', planned_pickup_date::text, NULL, planned_pickup_start, planned_pickup_end, appointment_number, planned_pickup_zone
      FROM container_work WHERE workspace_id = ${workspaceId}::uuid AND planned_pickup_date BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT container_id, 'planned_return', planned_return_date::text, NULL, NULL, NULL, planned_return_depot, NULL
      FROM container_work WHERE workspace_id = ${workspaceId}::uuid AND planned_return_date BETWEEN ${from}::date AND ${to}::date
    )
    SELECT i.*, c.number, c.bucket, c.terminal_name, c.terminal_firms_code, c.pod_timezone, w.version, w.assignee_id,
      c.governing_lfd_date::text AS lfd_date, c.flag_blocked
    FROM items i
    JOIN containers c ON c.id = i.id AND c.workspace_id = ${workspaceId}::uuid AND ${LISTED}
    LEFT JOIN container_work w ON w.container_id = i.id`;

  const closures = await db.$queryRaw<
    {
      id: string;
      terminal_key: string;
      date: string;
      whole_day: boolean;
      from_time: string | null;
      to_time: string | null;
      reason: string;
      name: string | null;
    }[]
  >`
    SELECT DISTINCT ON (cl.id) cl.id, cl.terminal_key, cl.date::text AS date, cl.whole_day, cl.from_time, cl.to_time,
      cl.reason, COALESCE(tc.name, t.nickname, t.name) AS name
    FROM terminal_closures cl
    LEFT JOIN terminal_calendars tc ON tc.workspace_id = cl.workspace_id AND tc.terminal_key = cl.terminal_key
    LEFT JOIN terminals t ON t.workspace_id = cl.workspace_id AND (t.firms_code = cl.terminal_key OR t.upstream_id = cl.terminal_key)
    WHERE cl.workspace_id = ${workspaceId}::uuid AND cl.removed_at IS NULL AND cl.date BETWEEN ${from}::date AND ${to}::date
    ORDER BY cl.id`;
  const closuresByDay = new Map<string, CalendarClosureEntry[]>();
  for (const row of closures)
    closuresByDay.set(row.date, [
      ...(closuresByDay.get(row.date) ?? []),
      {
        id: row.id,
        terminalKey: row.terminal_key,
        terminalName: row.name,
        wholeDay: row.whole_day,
        from: row.from_time,
        to: row.to_time,
        reason: row.reason,
      },
    ]);

  const disputesByDay = await disputeDeadlinesByDay(workspaceId, from, to);
  const users = await usersById(
    db,
    workspaceId,
    rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : [])),
  );
  const days = new Map<string, CalendarEntry[]>();
  for (let i = 0; i < span; i += 1) days.set(addCalendarDays(from, i), []);
  for (const row of rows) {
    let date = row.date;
    let time = row.time;
    let zone = row.zone ?? row.pod_timezone;
    if (row.kind === "appointment") {
      const appointment = terminalAppointmentOf(row.at, row.pod_timezone);
      if (!appointment) continue;
      ({ date, time, timezone: zone } = appointment);
    }
    if (!date) continue;
    days.get(date)?.push({
      kind: row.kind,
      containerId: row.id,
      number: row.number,
      bucket: row.bucket as Bucket,
      terminal: { name: row.terminal_name, firmsCode: row.terminal_firms_code },
      timezone: zone,
      time,
      endTime: row.end_time,
      reference: row.reference,
      assigneeId: row.assignee_id && users.has(row.assignee_id) ? row.assignee_id : null,
      workVersion: row.version ?? 0,
      planFlags:
        row.kind === "planned_pickup"
          ? plannedPickupFlags({
              plannedDate: date,
              lfdDate: row.lfd_date,
              stillToPull: !PICKED_UP_BUCKETS.includes(row.bucket as Bucket),
              blocked: row.flag_blocked,
            })
          : null,
    });
  }
  const result: CalendarDay[] = [...days].map(([date, entries]) => ({
    date,
    closures: closuresByDay.get(date) ?? [],
    disputes: disputesByDay.get(date) ?? [],
    entries: entries.sort(
      (a, b) =>
        ORDER[a.kind] - ORDER[b.kind] || (a.time ?? "").localeCompare(b.time ?? "") || a.number.localeCompare(b.number),
    ),
  }));
  return { from, to, days: result, users: Object.fromEntries(users) };
}

/** Running disputes' deadlines in the range: an open one's dispute-by, a filed one's answer due. */
async function disputeDeadlinesByDay(
  workspaceId: string,
  from: string,
  to: string,
): Promise<Map<string, CalendarDisputeEntry[]>> {
  const rows = await db.$queryRaw<
    {
      invoice_id: string;
      invoice_number: string | null;
      billing_party: string | null;
      deadline: "dispute_by" | "answer_due";
      date: string;
      disputed: unknown;
    }[]
  >`
    SELECT d.invoice_id::text, i.invoice_number, i.billing_party, x.deadline, x.date::text AS date, d.disputed
    FROM disputes d
    JOIN invoices i ON i.id = d.invoice_id
    CROSS JOIN LATERAL (VALUES
      ('dispute_by', CASE WHEN d.status = 'open' THEN d.dispute_by END),
      ('answer_due', CASE WHEN d.status = 'filed' THEN d.answer_due END)) AS x(deadline, date)
    WHERE d.workspace_id = ${workspaceId}::uuid AND d.status IN ('open', 'filed')
      AND x.date BETWEEN ${from}::date AND ${to}::date
    ORDER BY x.date, i.invoice_number`;
  const byDay = new Map<string, CalendarDisputeEntry[]>();
  for (const row of rows)
    byDay.set(row.date, [
      ...(byDay.get(row.date) ?? []),
      {
        invoiceId: row.invoice_id,
        invoiceNumber: row.invoice_number,
        billingParty: row.billing_party,
        deadline: row.deadline,
        disputed: amountsOf(row.disputed),
      },
    ]);
  return byDay;
}
