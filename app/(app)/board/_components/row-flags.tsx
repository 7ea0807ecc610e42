import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";
import { PLAN_FLAG_INFO, planFlagsOfRow } from "@/components/work/plan-flags";

// Flags that cross urgencies: "due today AND on customs hold" must read at a glance. A glyph and a word, not
// colour alone; in the table (compact) the glyph shows and the word is read out and in the title.
type Flag = { key: string; glyph: string; word: string; title: string; className: string };

function flagsOf(row: ContainerRow): Flag[] {
  const flags: Flag[] = [];
  const plan = planFlagsOfRow(row);
  if (plan.late)
    flags.push({
      key: "plan-late",
      glyph: "⚠",
      word: PLAN_FLAG_INFO.late.word,
      title: PLAN_FLAG_INFO.late.title,
      className: "text-urgency-past border-urgency-past/50 bg-urgency-past/10",
    });
  if (plan.blocked)
    flags.push({
      key: "plan-blocked",
      glyph: "⚠",
      word: PLAN_FLAG_INFO.blocked.word,
      title: PLAN_FLAG_INFO.blocked.title,
      className: "text-urgency-blocked border-urgency-blocked/50 bg-urgency-blocked/10",
    });
  if (row.flags.ready)
    flags.push({
      key: "ready",
      glyph: "✓",
      word: "ready",
      title: "Available and no blocking hold: can be pulled now.",
      className: "text-urgency-ready border-urgency-ready/50",
    });
  if (row.flags.blocked)
    flags.push({
      key: "blocked",
      glyph: "■",
      word: "blocked",
      title: "An active hold stops pickup.",
      className: "text-urgency-blocked border-urgency-blocked/50",
    });
  if (row.flags.pendingHold)
    flags.push({
      key: "pending",
      glyph: "◇",
      word: "pending hold",
      title: "A hold is pending: a warning, not a block yet.",
      className: "text-warning border-warning/50",
    });
  if (row.flags.conflict)
    flags.push({
      key: "conflict",
      glyph: "≠",
      word: "LFDs differ",
      title: "The line, terminal and rail LFDs fall on different local dates.",
      className: "text-warning border-warning/50",
    });
  if (row.flags.stale && !row.flags.urgencyUnknown)
    flags.push({
      key: "stale",
      glyph: "◷",
      word: "stale",
      title: "Terminal data is older than 24 hours.",
      className: "text-urgency-stale border-urgency-stale/50",
    });
  if (row.flags.urgencyUnknown)
    flags.push({
      key: "unknown",
      glyph: "?",
      word: "unknown",
      title: "Data too old or tracking stopped: urgency cannot be judged.",
      className: "text-urgency-stale border-urgency-stale/50",
    });
  return flags;
}

export function RowFlags({
  row,
  compact = false,
  omit = [],
}: {
  row: ContainerRow;
  compact?: boolean;
  /** Flags another cell already shows. */
  omit?: readonly string[];
}) {
  const flags = flagsOf(row).filter((flag) => !omit.includes(flag.key));
  if (flags.length === 0) return null;
  return (
    <span className="flex shrink-0 gap-0.5">
      {flags.map((flag) => (
        <span
          key={flag.key}
          data-testid={`flag-${flag.key}`}
          title={flag.title}
          className={cn("whitespace-nowrap rounded border px-1 text-[10px] font-semibold leading-4", flag.className)}
        >
          <span aria-hidden>{flag.glyph}</span>
          {compact ? <span className="sr-only">{flag.word}</span> : ` ${flag.word}`}
        </span>
      ))}
    </span>
  );
}
