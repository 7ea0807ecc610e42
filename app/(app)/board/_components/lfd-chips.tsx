import type { ContainerLfd } from "@/lib/shared/container-api";
import { localDateText } from "@/components/board/row-format";
import type { LfdSource } from "@/lib/domain/lfd";
import { cn } from "@/lib/shared/cn";

const SOURCE_LETTER: Record<LfdSource, string> = { line: "L", terminal: "T", rail: "R" };
const SOURCE_NAME: Record<LfdSource, string> = { line: "Shipping line", terminal: "Terminal", rail: "Rail" };

/** The three LFD sources as compact chips: the governing one is outlined, missing ones say so. */
export function LfdSourceChips({ lfd, compact = true }: { lfd: ContainerLfd; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      {(["line", "terminal", "rail"] as const).map((source) => {
        const value = lfd[source];
        const text = value ? localDateText(value.date, value.at, value.timezone) : "none";
        const governing = lfd.source === source;
        return (
          <span
            key={source}
            title={`${SOURCE_NAME[source]} LFD: ${text}${governing ? " (governing)" : ""}`}
            className={cn(
              "inline-flex items-center gap-0.5 rounded border px-1 font-mono text-[10px] leading-4",
              value ? "border-border text-ink" : "border-dashed border-border text-muted/60",
              governing && "border-accent bg-accent/10 text-accent",
            )}
          >
            <span className="font-semibold">{SOURCE_LETTER[source]}</span>
            {compact ? null : <span className="font-sans">{text}</span>}
            <span className="sr-only">{`${SOURCE_NAME[source]} LFD ${text}${governing ? ", governing" : ""}`}</span>
          </span>
        );
      })}
    </span>
  );
}

export function ConflictBadge() {
  return (
    <span
      data-testid="lfd-conflict"
      title="The line, terminal and rail LFDs fall on different local dates. Check with the terminal."
      className="inline-flex items-center gap-0.5 rounded border border-warning/50 bg-warning/10 px-1 text-[10px] font-semibold leading-4 text-warning"
    >
      <span aria-hidden>≠</span> conflict
    </span>
  );
}
