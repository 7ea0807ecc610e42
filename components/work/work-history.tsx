import type { HistoryKind } from "@/lib/domain/days/history-fields";
import { instantText } from "@/lib/shared/format/date";
import { historyFieldText, historyValueText } from "@/lib/shared/format/history-value";
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

/** What a row of the service's history is, beside where it came from (HISTORY_KINDS). */
const KIND_NOTES: Record<HistoryKind, string | null> = {
  change: null,
  initial: "first seen",
  late: "late delivery, older than the box's data: kept, not applied",
  late_end: "as observed next, after the late delivery",
};

/** The service's changes and the team's actions interleaved by time, each marked with who made it. */
export function WorkHistory({ history, activity, zone, now }: Props) {
  if (!history && !activity)
    return <p className="text-sm text-muted">No change history available for this container yet.</p>;
  const items = mergeHistory(history, activity);
  if (items.length === 0) return <p className="text-sm text-muted">No changes recorded since tracking began.</p>;
  const show = (field: string, value: unknown) => historyValueText(field, value, zone, now);
  return (
    <ul className="space-y-1 text-xs" data-testid="history">
      {items.map((item) => (
        <li
          key={item.source === "team" ? `team-${item.event.id}` : `service-${item.entry.id}`}
          className="grid grid-cols-[8.5rem_1fr] gap-2"
          data-source={item.source}
          data-kind={item.source === "service" ? item.entry.kind : undefined}
        >
          <span className="text-muted">{instantText(item.at, zone, now)}</span>
          {item.source === "service" ? (
            <span>
              <span className="font-medium">{historyFieldText(item.entry.field)}</span>
              <span className="text-muted">
                {" "}
                ({[item.entry.source ?? "service", KIND_NOTES[item.entry.kind]].filter(Boolean).join(", ")})
              </span>
              :{" "}
              {item.entry.kind === "initial"
                ? show(item.entry.field, item.entry.to)
                : `${show(item.entry.field, item.entry.from)} → ${show(item.entry.field, item.entry.to)}`}
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
