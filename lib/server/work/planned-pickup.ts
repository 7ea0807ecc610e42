// Pure: the planned pickup a change leads to, merged into the current one.
import { AppError } from "@/lib/shared/app-error";
import type { PlannedPickup } from "@/lib/shared/work-api";
import type { PlannedPickupInput } from "@/lib/validations/work";

const keep = <T>(next: T | undefined, current: T): T => (next === undefined ? current : next);

/**
 * Keys the change leaves out keep their value; `null` clears one. A new date is a local date in `zone` (the
 * box's pickup zone) and must not be before `today` there; a date already planned is not checked again when
 * only the window or the trucker changes.
 */
export function mergePlannedPickup(
  current: PlannedPickup | null,
  change: PlannedPickupInput | null,
  context: { zone: string; today: string },
): PlannedPickup | null {
  if (change === null) return null;
  const date = change.date ?? current?.date;
  if (!date)
    throw new AppError("bad_request", "plannedPickup.date: Pick the pickup date.", {
      details: [{ path: "plannedPickup.date", message: "Pick the pickup date." }],
    });
  if (change.date !== undefined && change.date < context.today) {
    throw new AppError(
      "bad_request",
      `plannedPickup.date: ${change.date} is before today (${context.today}) at the terminal.`,
      {
        details: [{ path: "plannedPickup.date", message: `Pick ${context.today} or later.` }],
      },
    );
  }
  const next: PlannedPickup = {
    date,
    windowStart: keep(change.windowStart, current?.windowStart ?? null),
    windowEnd: keep(change.windowEnd, current?.windowEnd ?? null),
    appointmentNumber: keep(change.appointmentNumber, current?.appointmentNumber ?? null),
    trucker: keep(change.trucker, current?.trucker ?? null),
    timezone: change.date !== undefined || !current ? context.zone : current.timezone,
  };
  if (next.windowStart && next.windowEnd && next.windowStart > next.windowEnd) {
    throw new AppError("bad_request", "plannedPickup.windowEnd: The window must end after it starts.", {
      details: [{ path: "plannedPickup.windowEnd", message: "The window must end after it starts." }],
    });
  }
  return next;
}

/** The planned pickup as the audit trail records it. */
export function pickupAuditValue(pickup: PlannedPickup | null) {
  if (!pickup) return null;
  return {
    date: pickup.date,
    windowStart: pickup.windowStart,
    windowEnd: pickup.windowEnd,
    appointmentNumber: pickup.appointmentNumber,
    trucker: pickup.trucker,
  };
}

/** Columns of container_work for a planned pickup (null clears them all). */
export function pickupColumns(pickup: PlannedPickup | null) {
  return {
    plannedPickupDate: pickup ? new Date(`${pickup.date}T00:00:00Z`) : null,
    plannedPickupZone: pickup?.timezone ?? null,
    plannedPickupStart: pickup?.windowStart ?? null,
    plannedPickupEnd: pickup?.windowEnd ?? null,
    appointmentNumber: pickup?.appointmentNumber ?? null,
    trucker: pickup?.trucker ?? null,
  };
}
