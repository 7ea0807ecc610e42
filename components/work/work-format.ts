import { dayText, instantText, zoneOnDay, type Now } from "@/lib/shared/format/date";
import {
  windowText,
  type PlannedPickup,
  type PlannedReturn,
  type TerminalAppointment,
  type UserRef,
} from "@/lib/shared/work-api";

// Pure. The team's work as words: one format for the drawer, the board's cells, the CSV and the calendar.

export function personName(user: UserRef | null | undefined): string {
  if (!user) return "Unassigned";
  return user.name?.trim() || user.email;
}

/** "Nov 24, 08:00–10:00 PST" (the date and window in the terminal's zone, where the pickup is planned). */
export function plannedPickupText(
  pickup: Pick<PlannedPickup, "date" | "windowStart" | "windowEnd"> & { timezone?: string },
  now?: Now,
): string {
  const window = windowText(pickup.windowStart, pickup.windowEnd);
  const day = dayText(pickup.date, pickup.timezone ?? null, now);
  if (!window) return day;
  return pickup.timezone ? `${day}, ${window} ${zoneOnDay(pickup.date, pickup.timezone)}` : `${day}, ${window}`;
}

export function plannedReturnText(planned: PlannedReturn, now?: Now): string {
  const day = dayText(planned.date, null, now);
  return planned.depot ? `${day} at ${planned.depot}` : day;
}

/** "Nov 24, 08:30 PST": the terminal's appointment in the terminal's zone. */
export function terminalAppointmentText(appointment: TerminalAppointment, now?: Now): string {
  return instantText(appointment.at, appointment.timezone, now);
}
