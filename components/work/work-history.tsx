import { instantText } from "@/lib/shared/format/date";
import type { HistoryEntry } from "@/components/board/container-detail";
import { AUDIT_KIND_LABELS, auditFieldText, formatAuditValue, type AuditEventView } from "@/lib/shared/work-api";

import { mergeHistory } from "./history-merge";

type Props = {
  history: readonly HistoryEntry[] | null;
  activity: readonly AuditEventView[] | null;
  zone: string | null;
  now?: string;
};

const NOTE_KINDS = new Set(["note_added", "note_edited", "note_deleted"]);

/** The service's changes and the team's actions interleaved by time, each marked with who made it. */
export function WorkHistory({ history, activity, zone, now }: Props) {
  if (!history && !activity)
    return <p className="text-sm text-muted">No change history available for this container yet.</p>;
  const items = mergeHistory(history, activity);
  if (items.length === 0) return <p className="text-sm text-muted">No changes recorded since tracking began.</p>;
  const show = (value: unknown) =>
    value === null || value === undefined
      ? "—"
      : typeof value === "string" && !Number.isNaN(Date.parse(value)) && value.includes("T")
        ? instantText(value, zone, now)
        : typeof value === "string"
          ? value
          : JSON.stringify(value);
  return (
    <ul className="space-y-1 text-xs" data-testid="history">
      {items.map((item, index) => (
        <li
          key={item.source === "team" ? `team-${item.event.id}` : `service-${index}`}
          className="grid grid-cols-[8.5rem_1fr] gap-2"
          data-source={item.source}
        >
          <span className="text-muted">{instantText(item.at, zone, now)}</span>
          {item.source === "service" ? (
            <span>
              <span className="font-medium">{item.entry.field.replace(/_/g, " ")}</span>
              <span className="text-muted"> ({item.entry.source ?? "service"})</span>: {show(item.entry.from)} →{" "}
              {show(item.entry.to)}
            </span>
          ) : (
            <span data-testid="history-team">
              <span className="font-medium">{AUDIT_KIND_LABELS[item.event.kind]}</span>
              <span className="text-muted"> (by {item.event.actor.label})</span>
              {NOTE_KINDS.has(item.event.kind)
                ? `: ${formatAuditValue(item.event.changes[0]?.to ?? item.event.changes[0]?.from ?? null).slice(0, 140)}`
                : item.event.changes.map((change) => (
                    <span key={change.field}>
                      : {auditFieldText(change.field)} {formatAuditValue(change.from)} → {formatAuditValue(change.to)}
                    </span>
                  ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
