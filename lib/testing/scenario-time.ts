// Instants a test scenario names by a zone's wall clock ("tomorrow 23:30 at the terminal"), worked out with Intl
// only: the expected values of board and alert tests must not come from the domain code they check.

function wallParts(at: Date, zone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** The instant of hh:mm on the local date `days` after `now`'s local date in `zone` (DST-safe). */
export function localAt(now: Date, zone: string, days: number, hour: number, minute: number): Date {
  const today = wallParts(now, zone);
  const wall = Date.UTC(Number(today.year), Number(today.month) - 1, Number(today.day) + days, hour, minute);
  const back = wallParts(new Date(wall), zone);
  const offset =
    Date.UTC(Number(back.year), Number(back.month) - 1, Number(back.day), Number(back.hour), Number(back.minute)) -
    wall;
  return new Date(wall - offset);
}

/** The local date (YYYY-MM-DD) of an instant in `zone`. */
export function localDate(at: Date | string, zone: string): string {
  const p = wallParts(new Date(at), zone);
  return `${p.year}-${p.month}-${p.day}`;
}
