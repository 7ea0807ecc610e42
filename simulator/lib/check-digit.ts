// ISO 6346 container numbers as the simulated service checks them: owner code (3 letters), equipment
// category (U, J or Z), a 6-digit serial and a check digit. Written here from the standard, not shared with
// the dashboard: a simulated service using the dashboard's own check digit would agree with any bug in it.

/**
 * Annex A's equivalent values: A is 10 and each letter one more, skipping 11, 22 and 33 (multiples of 11,
 * which would weaken the check). Digits count as themselves.
 */
// prettier-ignore
const EQUIVALENT: Readonly<Record<string, number>> = {
  A: 10, B: 12, C: 13, D: 14, E: 15, F: 16, G: 17, H: 18, I: 19, J: 20, K: 21, L: 23, M: 24,
  N: 25, O: 26, P: 27, Q: 28, R: 29, S: 30, T: 31, U: 32, V: 34, W: 35, X: 36, Y: 37, Z: 38,
};

const NUMBER = /^[A-Z]{3}[UJZ]\d{7}$/;

/** Upper case without the spaces, dashes, slashes and dots people type into numbers ("CSQU 305438-3"). */
export function normalizeContainerNumber(input: string): string {
  return input.toUpperCase().replace(/[\s\-/.]/g, "");
}

/**
 * The check digit of the first ten characters: each character's value times 2 to the power of its position
 * (0 to 9), summed, the remainder of the sum divided by 11, and a remainder of 10 written as 0.
 */
export function checkDigit(firstTen: string): number {
  if (firstTen.length !== 10) throw new Error(`A check digit is computed over 10 characters, not "${firstTen}"`);
  let sum = 0;
  [...firstTen].forEach((char, position) => {
    const value = /^\d$/.test(char) ? Number(char) : EQUIVALENT[char];
    if (value === undefined) throw new Error(`"${char}" cannot appear in a container number`);
    sum += value * 2 ** position;
  });
  return (sum % 11) % 10;
}

export type ContainerNumberCheck =
  | { valid: true; number: string }
  | { valid: false; number: string; reason: "format" }
  | { valid: false; number: string; reason: "check_digit"; expectedCheckDigit: number };

/** Whether `input` (normalized first) is a container number whose last digit is its check digit. */
export function checkContainerNumber(input: string): ContainerNumberCheck {
  const number = normalizeContainerNumber(input);
  if (!NUMBER.test(number)) return { valid: false, number, reason: "format" };
  const expected = checkDigit(number.slice(0, 10));
  if (number.endsWith(String(expected))) return { valid: true, number };
  return { valid: false, number, reason: "check_digit", expectedCheckDigit: expected };
}
