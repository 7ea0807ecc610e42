"use client";

import type { BlockedGroup } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";
import { formatCount } from "@/lib/shared/format/number";

/**
 * What blocks the rest, grouped by hold type and who resolves it (a box with two holds is in both). A group
 * filters the board to that hold; chasing customs means calling the broker about every box of the group.
 */
export function BlockedGroups({
  groups,
  selectedHolds,
  onToggleHold,
}: {
  groups: readonly BlockedGroup[];
  selectedHolds: readonly string[];
  onToggleHold: (hold: string) => void;
}) {
  if (groups.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Blocked boxes by hold and who resolves it"
      className="flex flex-wrap items-center gap-1.5 text-xs"
      data-testid="blocked-groups"
    >
      <span className="text-muted">Blocked by:</span>
      {groups.map((group) => {
        const active = selectedHolds.includes(group.hold);
        return (
          <button
            key={`${group.hold}-${group.owner}`}
            type="button"
            aria-pressed={active}
            onClick={() => onToggleHold(group.hold)}
            data-testid={`blocked-group-${group.hold}`}
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 hover:bg-surface-muted",
              active ? "border-urgency-blocked bg-urgency-blocked/10" : "border-border bg-surface",
            )}
          >
            <span className="font-semibold text-urgency-blocked">■ {group.hold}</span>
            <span className="text-muted">· {group.ownerLabel}</span>
            <span className="font-semibold tabular-nums">{formatCount(group.count)}</span>
          </button>
        );
      })}
    </div>
  );
}
