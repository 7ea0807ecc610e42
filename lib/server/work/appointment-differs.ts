// Pure: whether the team's planned pickup and the terminal's own appointment disagree, so the drawer flags it.
import type { PlannedPickup, TerminalAppointment } from "@/lib/shared/work-api";

/**
 * They differ when both exist and the terminal's appointment is on another local day, or outside the planned
 * window (a window with only one end bounds that side). No planned pickup or no appointment: nothing to compare.
 */
export function appointmentDiffers(
  planned: Pick<PlannedPickup, "date" | "windowStart" | "windowEnd"> | null,
  terminal: Pick<TerminalAppointment, "date" | "time"> | null,
): boolean {
  if (!planned || !terminal) return false;
  if (planned.date !== terminal.date) return true;
  if (planned.windowStart && terminal.time < planned.windowStart) return true;
  if (planned.windowEnd && terminal.time > planned.windowEnd) return true;
  return false;
}
