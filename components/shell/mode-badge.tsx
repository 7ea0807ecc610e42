import { Badge } from "@/components/ui/badge";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

/**
 * Always visible, so nobody mistakes simulated data for real data, or an empty workspace for a quiet day.
 */
export function ModeBadge({ mode }: { mode: WorkspaceMode }) {
  if (mode === "live")
    return (
      <Badge tone="success" testId="mode-badge">
        Live data
      </Badge>
    );
  if (mode === "unconfigured")
    return (
      <Badge
        tone="danger"
        testId="mode-badge"
        title="No account key is saved: nothing is fetched from the tracking service until an admin adds one in Settings."
      >
        No account key
      </Badge>
    );
  return (
    <Badge
      tone="warning"
      testId="mode-badge"
      title="No account key is saved: this workspace shows its own account on the built-in simulated tracking service."
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      Simulated data
    </Badge>
  );
}
