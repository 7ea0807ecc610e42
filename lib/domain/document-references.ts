// Numbers a document or an email names, read from what the service extracted or from the text itself, so a
// document reaches its box even when the service's own linking missed it (a container written "MSCU 123456 7",
// as it is printed on the box, is extracted by the service but not linked by it).
import { isContainerShaped, normalizeContainerNumber } from "./iso6346";

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string" && v.trim() !== "");

/** Extraction fields that hold container numbers, and those that hold a bill of lading or booking number. */
const CONTAINER_FIELDS = ["container_numbers", "container_number", "containers"] as const;
const SHIPMENT_FIELDS = ["bill_of_lading_number", "bill_of_lading_numbers", "booking_number", "master_bill_of_lading"];

/**
 * Upper-cased numbers an extraction payload names: container-shaped numbers (spaces and dashes dropped) and
 * bills of lading / bookings as written. Unknown fields are ignored; the payload's schema is beta.
 */
export function extractedReferences(payload: unknown): string[] {
  const fields = record(payload);
  const found = new Set<string>();
  for (const field of CONTAINER_FIELDS)
    for (const value of texts(fields[field])) {
      const number = normalizeContainerNumber(value);
      if (isContainerShaped(number)) found.add(number);
    }
  for (const field of SHIPMENT_FIELDS)
    for (const value of texts(fields[field])) {
      const number = value.trim().toUpperCase();
      if (/^[A-Z0-9-]{4,40}$/.test(number)) found.add(number);
    }
  return [...found];
}

// Four letters then seven digits, with the spaces, dashes or slashes people type between the parts.
const CONTAINER_IN_TEXT = /\b[A-Z]{3}[UJZ][\s-]?\d{6}[\s/-]?\d\b/g;
const TOKEN = /\b[A-Z0-9]{6,25}\b/g;
const MAX_TOKENS = 200;

/**
 * Numbers a piece of text (an email's subject and body) may name: container-shaped numbers in any usual spelling,
 * and other letter-and-digit tokens of 6–25 characters that could be a bill of lading. Candidates only: the
 * caller keeps those that are the workspace's boxes or shipments. Bounded, whatever the text's length.
 */
export function namedNumbers(text: string): string[] {
  const upper = text.toUpperCase();
  const found = new Set<string>();
  for (const match of upper.matchAll(CONTAINER_IN_TEXT)) {
    found.add(normalizeContainerNumber(match[0]));
    if (found.size >= MAX_TOKENS) return [...found];
  }
  for (const match of upper.matchAll(TOKEN)) {
    if (/\d/.test(match[0]) && /[A-Z]/.test(match[0])) found.add(match[0]);
    if (found.size >= MAX_TOKENS) break;
  }
  return [...found];
}
