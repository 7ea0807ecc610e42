"use client";

import Link from "next/link";

import { useBoardCounts } from "@/lib/queries/containers-queries";
import { countText, formatCount } from "@/lib/shared/format/number";

/**
 * Where the board stands right now, above the alerts: the late boxes in one line each kind, never one alert per
 * box (a first sign-in on an account full of late boxes starts from here, not from a backlog).
 */
export function BellSummary({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const counts = useBoardCounts(open);
  if (!counts.data) return null;
  const lines = [
    {
      lens: "past_lfd",
      count: counts.data.past_lfd,
      text: (n: number) =>
        `${countText(n, "box", "boxes")} ${n === 1 ? "is" : "are"} past ${n === 1 ? "its" : "their"} LFD`,
    },
    {
      lens: "due_today",
      count: counts.data.due_today,
      text: (n: number) => `${formatCount(n)} due today`,
    },
  ].filter((line) => line.count > 0);
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5 border-b border-border bg-surface-muted/60 px-3 py-2 text-xs" data-testid="bell-summary">
      {lines.map((line) => (
        <li key={line.lens}>
          <span className="font-medium text-ink">{line.text(line.count)}</span>
          {" — "}
          <Link href={`/board?lens=${line.lens}`} className="text-accent hover:underline" onClick={onNavigate}>
            open the list
          </Link>
        </li>
      ))}
    </ul>
  );
}
