import { checkContainerNumber, normalizeContainerNumber } from "@/lib/domain/iso6346";
import { REQUEST_TYPES } from "@/lib/shared/tracking-api";

// Bulk intake: a pasted list or a CSV of numbers, checked line by line BEFORE anything is sent, so one bad
// check digit is flagged on its line and the rest still go. Accepted shapes per line:
//   NUMBER
//   NUMBER,SCAC[,ref1;ref2]      (commas, semicolons or tabs separate columns; a header row is skipped)

export { REQUEST_TYPES };
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  container: "Container number",
  bill_of_lading: "Bill of lading",
  booking_number: "Booking number",
};

export type LineStatus = "ok" | "error" | "skip";

export type BulkLine = {
  /** 1-based line number in the pasted text. */
  line: number;
  raw: string;
  number: string;
  requestType: RequestType;
  scac: string | null;
  refNumbers: string[];
  status: LineStatus;
  message: string | null;
};

export type BulkOptions = {
  /** How to read numbers that are not container-shaped (BOL or booking); container-shaped ones are containers. */
  otherType: Exclude<RequestType, "container">;
  /** A carrier picked for the whole paste; a SCAC column on a line wins. */
  scac: string | null;
  /** Numbers already tracked in the workspace (upper case). */
  tracked: ReadonlySet<string>;
};

const CONTAINER_LIKE = /^[A-Z]{4}\d{6,8}$/;
const OTHER_NUMBER = /^[A-Z0-9]{6,25}$/;
const SCAC = /^[A-Z]{2,4}$/;
const HEADER = /^(container|number|bol|bill|booking|request)/i;

function splitColumns(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ""));
}

function classify(number: string, options: BulkOptions): { requestType: RequestType; error: string | null } {
  if (CONTAINER_LIKE.test(number)) {
    const check = checkContainerNumber(number);
    if (check.valid) return { requestType: "container", error: null };
    if (check.reason === "check_digit") {
      return {
        requestType: "container",
        error: `Check digit is wrong (ISO 6346 expects ${check.expectedCheckDigit ?? "?"} as the last digit).`,
      };
    }
    return { requestType: "container", error: "Not a container number: 4 letters (the 4th U, J or Z) and 7 digits." };
  }
  if (!OTHER_NUMBER.test(number)) {
    return { requestType: options.otherType, error: "Use 6 to 25 letters and digits, no other characters." };
  }
  return { requestType: options.otherType, error: null };
}

export function parseBulkInput(text: string, options: BulkOptions): BulkLine[] {
  const result: BulkLine[] = [];
  const firstSeen = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    const [first = "", second = "", ...rest] = splitColumns(trimmed);
    if (result.length === 0 && HEADER.test(first) && !CONTAINER_LIKE.test(normalizeContainerNumber(first))) return;
    const number = normalizeContainerNumber(first);
    const scacCell = second.toUpperCase();
    const refNumbers = rest
      .join(";")
      .split(";")
      .map((ref) => ref.trim())
      .filter(Boolean);
    const { requestType, error } = classify(number, options);
    const scac = scacCell || options.scac;
    let status: LineStatus = "ok";
    let message: string | null = null;
    const earlier = firstSeen.get(number);
    if (!number) {
      status = "error";
      message = "No number on this line.";
    } else if (error) {
      status = "error";
      message = error;
    } else if (scacCell && !SCAC.test(scacCell)) {
      status = "error";
      message = `"${second}" is not a carrier code (SCAC): 2 to 4 letters.`;
    } else if (earlier !== undefined) {
      status = "skip";
      message = `Duplicate of line ${earlier}; sent once.`;
    } else if (options.tracked.has(number)) {
      status = "skip";
      message = "Already tracked; not sent again.";
    }
    if (number && earlier === undefined) firstSeen.set(number, index + 1);
    result.push({ line: index + 1, raw, number, requestType, scac, refNumbers, status, message });
  });
  return result;
}

export function bulkSummary(lines: readonly BulkLine[]): { ok: number; error: number; skip: number } {
  return {
    ok: lines.filter((line) => line.status === "ok").length,
    error: lines.filter((line) => line.status === "error").length,
    skip: lines.filter((line) => line.status === "skip").length,
  };
}

/** The text to keep in the box after sending: only the lines that were not sent, so nothing is lost. */
export function unsentText(lines: readonly BulkLine[], sent: ReadonlySet<number>): string {
  return lines
    .filter((line) => !sent.has(line.line) && line.status !== "skip")
    .map((line) => line.raw)
    .join("\n");
}

/** Splits work into batches for the create bucket, preserving order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
