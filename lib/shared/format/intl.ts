// The one place the app builds Intl formatters for people to read (ESLint forbids them elsewhere, and every
// toLocale*String). One locale for every page, email, digest and print, so the server's and the browser's
// renderings agree and a test can pin the text. Building a formatter is costly next to using one: each is made
// once per set of options and kept.

export const LOCALE = "en-US";

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.NumberFormat; throws the RangeError Intl throws for an unknown currency code. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.DateTimeFormat, always Gregorian with Latin digits whatever the host's defaults. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { calendar: "gregory", numberingSystem: "latn", ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** Intl puts no-break spaces in some outputs ("KWD 1.500"); plain spaces keep emails, CSV and tests simple. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}
