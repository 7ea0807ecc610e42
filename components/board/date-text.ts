import { formatInZone, localDateOf } from "@/lib/domain/local-date";

// The one date format of the board, the drawer and every on-screen date of theirs: "Nov 23", with the year
// only when it is not the current one ("Nov 23, 2027"); times add "14:05 PST". The "current" year is the
// year of today in the same zone, so a New Year's Eve LFD in Tokyo is judged by Tokyo's calendar. Pure, so
// unit tests pin it; `now` defaults to the browser's clock, the board passes the server's (the simulator's).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Now = string | number | Date | undefined;

function yearIn(zone: string | null | undefined, now: Now): string | null {
  const at = now === undefined ? new Date() : new Date(now);
  return localDateOf(at, zone)?.date.slice(0, 4) ?? null;
}

/** A local calendar date (YYYY-MM-DD) as "Nov 23", or "Nov 23, 2027" in another year than today's in `zone`. */
export function dayText(date: string, zone: string | null | undefined, now?: Now): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const text = `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
  return year === yearIn(zone, now) ? text : `${text}, ${year}`;
}

/** An instant's date in `zone`, "Nov 23" (with the year when not the current one). */
export function instantDayText(at: string | null, zone: string | null | undefined, now?: Now): string {
  if (!at) return "—";
  const local = localDateOf(at, zone);
  return local ? dayText(local.date, zone, now) : "—";
}

/** An instant in `zone`: "Nov 23, 14:05 PST", or "Nov 23, 2027, 14:05 PST" in another year. */
export function instantText(at: string | null, zone: string | null | undefined, now?: Now): string {
  if (!at) return "—";
  const local = localDateOf(at, zone);
  const formatted = formatInZone(at, zone);
  if (!local || !formatted) return "—";
  // formatInZone gives "Nov 23, 14:05 PST": keep its time and zone, put the date in the one format.
  const time = formatted.text.slice(formatted.text.indexOf(", ") + 2);
  return `${dayText(local.date, zone, now)}, ${time}`;
}

/** The zone's short name at that instant ("PST", "GMT+9"), or "" when the zone is unknown. */
export function zoneAbbreviation(at: string, zone: string | null | undefined): string {
  return formatInZone(at, zone)?.text.split(" ").at(-1) ?? "";
}
