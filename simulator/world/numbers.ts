// Identifier formats: ISO 6346 container numbers, carrier bills of lading, bookings and chassis numbers.
import { checkDigit } from "../lib/check-digit";
import type { Rng } from "../lib/prng";

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

export function randomLetters(rng: Rng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) out += LETTERS.charAt(rng.int(0, LETTERS.length - 1));
  return out;
}

export function randomDigits(rng: Rng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
}

/** A container number with a correct check digit; `ownerCode` is the 4-letter BIC prefix ending in U. */
export function containerNumber(ownerCode: string, serial: string): string {
  const firstTen = `${ownerCode}${serial}`;
  return `${firstTen}${checkDigit(firstTen)}`;
}

export function chassisNumber(rng: Rng): string {
  return `${rng.pick(["APMZ", "DCLZ", "FLXZ", "TRAC", "NACZ"])}${randomDigits(rng, 6)}`;
}
