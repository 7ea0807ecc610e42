// Machine-readable values for files meant for other programs (the CSV exports): an instant is ISO 8601 in UTC,
// a local date stays YYYY-MM-DD beside the zone it is local to, and a figure stays a number (lib/shared/csv.ts
// writes numbers as numbers). Never a format for people: a spreadsheet must be able to sort and sum these.

/** "2026-11-23T16:30:00Z" (milliseconds only when there are any); "" for none or an unreadable value. */
export function isoInstant(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString().replace(/\.000Z$/, "Z");
}
