// ISO 6346 container numbers: 3-letter owner code, category letter (U, J or Z), 6-digit serial and a check
// digit. Letters map to 10..38 skipping multiples of 11; each position is weighted 2^i; sum mod 11 mod 10.

const LETTER_VALUES: Record<string, number> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    if (value % 11 === 0) value += 1;
    values[letter] = value;
    value += 1;
  }
  return values;
})();

/** Four letters (the fourth U, J or Z) and seven digits: the one written shape of a container number. */
const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** Shaped like a container number (check digit not checked): anything shaped so is read as a container. */
export function isContainerShaped(number: string): boolean {
  return SHAPE.test(number);
}

/** Upper-cases and strips spaces, dashes and slashes, as people paste numbers like "MSCU 123456-7". */
export function normalizeContainerNumber(input: string): string {
  return input.toUpperCase().replace(/[\s\-/.]/g, "");
}

/** The check digit for the first ten characters (owner code, category, serial). */
export function computeCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen.charAt(i);
    const value = /\d/.test(char) ? Number(char) : LETTER_VALUES[char];
    if (value === undefined) throw new Error(`Invalid character "${char}" in container number`);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export type ContainerNumberCheck =
  | { valid: true; number: string }
  | { valid: false; number: string; reason: "format" | "check_digit"; expectedCheckDigit?: number };

/** Validates shape and check digit of an already normalized or raw container number. */
export function checkContainerNumber(input: string): ContainerNumberCheck {
  const number = normalizeContainerNumber(input);
  if (!isContainerShaped(number)) return { valid: false, number, reason: "format" };
  const expected = computeCheckDigit(number.slice(0, 10));
  if (Number(number.charAt(10)) !== expected) {
    return { valid: false, number, reason: "check_digit", expectedCheckDigit: expected };
  }
  return { valid: true, number };
}

/** Why a number is not a container number, in the words every intake shows (form, paste, API). */
export function containerNumberProblem(check: Extract<ContainerNumberCheck, { valid: false }>): string {
  return check.reason === "check_digit"
    ? `Check digit is wrong (ISO 6346 expects ${check.expectedCheckDigit ?? "?"} as the last digit).`
    : "Not a container number: 4 letters (the 4th U, J or Z) and 7 digits.";
}

export function isValidContainerNumber(input: string): boolean {
  return checkContainerNumber(input).valid;
}
