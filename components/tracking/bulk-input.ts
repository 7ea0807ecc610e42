import { checkContainerNumber, containerNumberProblem, normalizeContainerNumber } from "@/lib/domain/iso6346";
import { checkShipmentNumber } from "@/lib/domain/shipment-number";
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
  /** The carriers the service knows (SCACs); null while the list is not loaded (then any SCAC shape passes). */
  carriers?: ReadonlySet<string> | null;
};

const CONTAINER_LIKE = /^[A-Z]{4}\d{6,8}$/;
const SCAC = /^[A-Z]{2,4}$/;
const HEADER = /^(container|number|bol|bill|booking|request)/i;

function splitColumns(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ""));
}

function classify(
  number: string,
  scac: string | null,
  options: BulkOptions,
): { requestType: RequestType; error: string | null } {
  if (CONTAINER_LIKE.test(number)) {
    const check = checkContainerNumber(number);
    return { requestType: "container", error: check.valid ? null : containerNumberProblem(check) };
  }
  const check = checkShipmentNumber(number, scac);
  return { requestType: options.otherType, error: check.valid ? null : check.reason };
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
    const scac = scacCell || options.scac;
    const { requestType, error } = classify(number, SCAC.test(scac ?? "") ? scac : null, options);
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
    } else if (scac && options.carriers && !options.carriers.has(scac)) {
      status = "error";
      message = `${scac} is not a carrier the tracking service knows: pick one from the list, or leave it out to detect it.`;
    } else if (earlier !== undefined) {
      status = "skip";
      message = `Duplicate of line ${earlier}; sent once.`;
    } else if (options.tracked.has(number)) {
      status = "skip";
      message = "Already tracked; not sent again.";
    }
    // A line refused is no original: the same number fixed on a later line is checked on its own.
    if (number && earlier === undefined && status !== "error") firstSeen.set(number, index + 1);
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
