// A currency's minor units (cents: 2, yen: 0, Kuwaiti fils: 3), so sums are exact in each currency's own
// precision. Besides lib/shared/format, the one module that may build an Intl.NumberFormat (ESLint enforces
// it): it reads the currency's digits to compute with and formats nothing for people.

/** Fees that arrive without a currency code are kept under this key, apart, so they are not mixed into USD. */
export const UNKNOWN_CURRENCY = "UNKNOWN";

const digitsCache = new Map<string, number>();

/** Digits after the decimal point in `currency` (ISO 4217); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  const cached = digitsCache.get(currency);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Unknown code: cents are the common case.
  }
  digitsCache.set(currency, digits);
  return digits;
}
