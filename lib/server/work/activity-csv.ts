import "server-only";

import { toCsv, type CsvCell } from "@/lib/shared/csv";
import { db } from "@/lib/server/db";
import { AUDIT_KIND_LABELS, auditFieldText, auditSubject, formatAuditValue } from "@/lib/shared/work-api";
import type { ActivityQuery } from "@/lib/validations/work";

import { activityWhere, toAuditView, type AuditRow } from "./activity";

/** Rows in one CSV: a year of a busy team's actions; past that, narrow the filters. */
export const ACTIVITY_CSV_MAX = 50_000;
const PAGE = 2_000;

/**
 * The trail for the filters as CSV (lib/shared/csv.ts: RFC 4180, formula-safe), one line per changed field,
 * newest first. Read in keyset pages so a large export never holds one huge query open.
 */
export async function activityCsv(
  workspaceId: string,
  query: Pick<ActivityQuery, "user" | "container" | "kind">,
): Promise<string> {
  const where = activityWhere(workspaceId, query);
  const rows: CsvCell[][] = [];
  let cursor: bigint | null = null;
  let read = 0;
  while (read < ACTIVITY_CSV_MAX) {
    const page: AuditRow[] = await db.auditEvent.findMany({
      where: cursor === null ? where : { AND: [where, { id: { lt: cursor } }] },
      orderBy: { id: "desc" },
      take: Math.min(PAGE, ACTIVITY_CSV_MAX - read),
    });
    for (const row of page) {
      const event = toAuditView(row);
      const base: CsvCell[] = [event.observedAt, event.actor.label, AUDIT_KIND_LABELS[event.kind], auditSubject(event)];
      if (event.changes.length === 0) rows.push([...base, null, null, null]);
      for (const change of event.changes)
        rows.push([...base, auditFieldText(change.field), formatAuditValue(change.from), formatAuditValue(change.to)]);
    }
    read += page.length;
    const last = page[page.length - 1];
    if (page.length < PAGE || !last) break;
    cursor = last.id;
  }
  return toCsv({ columns: ["time (UTC)", "user", "kind", "container", "field", "from", "to"], rows });
}
