import type { ContainerRow } from "@/lib/shared/container-api";

// Flags that cross buckets: "LFD today AND on customs hold" must read at a glance. Text, not colour alone.
export function RowFlags({ row }: { row: ContainerRow }) {
  const flags: Array<{ key: string; text: string; title: string; className: string }> = [];
  if (row.flags.ready) flags.push({ key: "ready", text: "✓ ready", title: "Available and no blocking hold: can be pulled now.", className: "text-urgency-ready border-urgency-ready/40" });
  if (row.flags.blocked) flags.push({ key: "blocked", text: "■ blocked", title: "An active hold stops pickup.", className: "text-urgency-blocked border-urgency-blocked/40" });
  if (row.flags.conflict) flags.push({ key: "conflict", text: "≠ LFDs differ", title: "The line, terminal and rail LFDs fall on different local dates.", className: "text-warning border-warning/50" });
  if (row.flags.stale && !row.flags.urgencyUnknown) flags.push({ key: "stale", text: "◷ stale", title: "Terminal data is older than 24 hours.", className: "text-urgency-stale border-urgency-stale/40" });
  if (row.flags.urgencyUnknown) flags.push({ key: "unknown", text: "? unknown", title: "Data too old or tracking stopped: urgency cannot be judged.", className: "text-urgency-stale border-urgency-stale/40" });
  if (flags.length === 0) return null;
  return (
    <span className="flex gap-1">
      {flags.map((flag) => (
        <span key={flag.key} data-testid={`flag-${flag.key}`} title={flag.title} className={`whitespace-nowrap rounded border px-1 text-[10px] font-semibold leading-4 ${flag.className}`}>
          {flag.text}
        </span>
      ))}
    </span>
  );
}
