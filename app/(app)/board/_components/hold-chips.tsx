import type { HoldView } from "@/lib/domain/holds";
import { cn } from "@/lib/shared/cn";

/** A hold by its exact name; "hold" blocks (solid), "pending" warns (outlined). Who resolves it is in the title. */
export function HoldChip({ hold }: { hold: HoldView }) {
  const blocking = hold.severity === "blocking";
  return (
    <span
      data-testid="hold-chip"
      title={`${hold.name}: ${hold.status}. Who resolves it: ${hold.resolution.ownerLabel}. ${hold.resolution.hint}${hold.description ? ` Terminal says: ${hold.description}` : ""}`}
      className={cn(
        "inline-flex items-center gap-0.5 whitespace-nowrap rounded border px-1.5 text-[11px] font-medium leading-4",
        blocking
          ? "border-urgency-blocked/50 bg-urgency-blocked/15 text-urgency-blocked"
          : "border-dashed border-warning/60 text-warning",
      )}
    >
      <span aria-hidden>{blocking ? "■" : "◇"}</span>
      {hold.name}
      <span className="sr-only">{blocking ? " (hold, blocks pickup)" : ` (${hold.status}, warning)`}</span>
    </span>
  );
}

export function HoldChips({ holds, known }: { holds: readonly HoldView[]; known: boolean }) {
  if (!known) return <span className="text-xs italic text-muted">unknown</span>;
  if (holds.length === 0) return <span className="text-xs text-muted">none</span>;
  return (
    // One line in the 32 px rows: chips that do not fit are clipped; every hold is named in the drawer.
    <span
      className="flex min-w-0 gap-1 overflow-hidden"
      title={holds.map((hold) => `${hold.name} (${hold.status})`).join(", ")}
    >
      {holds.map((hold) => (
        <HoldChip key={`${hold.name}-${hold.status}`} hold={hold} />
      ))}
    </span>
  );
}
