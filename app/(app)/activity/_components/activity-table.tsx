import Link from "next/link";

import { instantText } from "@/lib/shared/format/date";
import {
  AUDIT_KIND_LABELS,
  auditFieldText,
  auditSubject,
  formatAuditValue,
  type AuditEventView,
} from "@/lib/shared/work-api";

// An audit entry is an instant, shown in one zone for everyone reading the trail (and its CSV).
const ACTIVITY_ZONE = "UTC";

export function ActivityTable({ events }: { events: AuditEventView[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="activity-table">
        <caption className="sr-only">Who did what, newest first</caption>
        <thead className="text-xs text-muted">
          <tr>
            {["When", "Who", "Kind", "Container", "What changed"].map((column) => (
              <th key={column} scope="col" className="border-b border-border px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-b border-border/60 align-top">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-muted">
                <time dateTime={event.observedAt}>{instantText(event.observedAt, ACTIVITY_ZONE)}</time>
              </td>
              <td className="px-3 py-2">{event.actor.label}</td>
              <td className="whitespace-nowrap px-3 py-2">{AUDIT_KIND_LABELS[event.kind]}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
                {event.container.id ? (
                  <Link
                    href={`/board?open=${event.container.id}`}
                    className="text-accent underline-offset-2 hover:underline"
                  >
                    {event.container.number}
                  </Link>
                ) : (event.kind === "document_type" ||
                    event.kind === "document_link" ||
                    event.kind === "document_pages") &&
                  event.ref ? (
                  <Link href={`/documents/${event.ref}`} className="text-accent underline-offset-2 hover:underline">
                    document
                  </Link>
                ) : event.kind === "email_link" && event.ref ? (
                  <Link href={`/emails/${event.ref}`} className="text-accent underline-offset-2 hover:underline">
                    email
                  </Link>
                ) : (
                  (auditSubject(event) ?? "—")
                )}
              </td>
              <td className="px-3 py-2">
                <ul className="space-y-0.5">
                  {event.changes.map((change, index) => (
                    <li key={index} className="break-words">
                      <span className="text-muted">{auditFieldText(change.field)}: </span>
                      <span className="line-through decoration-muted/60">{formatAuditValue(change.from)}</span>
                      <span aria-hidden> → </span>
                      <span className="sr-only">changed to</span>
                      <span>{formatAuditValue(change.to)}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
