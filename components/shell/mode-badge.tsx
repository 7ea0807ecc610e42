import { Badge } from "@/components/ui/badge";

/** Always visible while the workspace runs on the simulated service, so nobody mistakes it for real data. */
export function ModeBadge({ mode }: { mode: "simulated" | "live" }) {
  if (mode === "live")
    return (
      <Badge tone="success" testId="mode-badge">
        Live data
      </Badge>
    );
  return (
    <Badge
      tone="warning"
      testId="mode-badge"
      title="No account key is saved: this workspace shows the built-in simulated tracking service."
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      Simulated data
    </Badge>
  );
}
