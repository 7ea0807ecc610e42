import { pullStyle } from "@/components/board/pull-style";
import { PULL_STATE_INFO, type PullState } from "@/lib/domain/pull-state";
import { cn } from "@/lib/shared/cn";

/** "Can I pull it?" as a glyph and a word, in the colour of the urgency it matches; the reason in the title. */
export function PullMark({ state, className }: { state: PullState; className?: string }) {
  const style = pullStyle(state);
  const info = PULL_STATE_INFO[state];
  return (
    <span
      className={cn("inline-flex min-w-0 items-center gap-1 whitespace-nowrap font-semibold", style.text, className)}
      title={info.explanation}
      data-testid="pull-mark"
      data-state={state}
    >
      <span aria-hidden className="font-mono">
        {style.glyph}
      </span>
      <span className="truncate">{info.label}</span>
    </span>
  );
}
