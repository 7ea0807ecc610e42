// What PostgreSQL can hold, for checking values that arrive from a request (cursors above all) before they
// reach a query: a value outside these ranges is a 400 at the edge rather than an error from the database.
// Pure.

/** The largest bigint (int8) PostgreSQL stores. */
export const INT8_MAX = 9_223_372_036_854_775_807n;

/** A decimal string of a non-negative whole number that fits a bigint column. */
export function isInt8Text(value: string): boolean {
  return /^\d{1,19}$/.test(value) && BigInt(value) <= INT8_MAX;
}

/**
 * An instant within years 1 to 9999 (UTC). PostgreSQL's date and timestamptz reach further (4713 BC to
 * 294276 AD), but JavaScript dates reach further still (271821 BC), year 0 does not exist in PostgreSQL, and
 * nothing Quayside stores or issues lies outside these years.
 */
export function isStorableInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

/** A canonical uuid (8-4-4-4-12 hex): 36 characters of hex and dashes in any order would fail in PostgreSQL. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
