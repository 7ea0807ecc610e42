// Editing which pages of a packet make which part (a dispatcher fixing the service's split). A layout is the
// packet's parts in page order, each a contiguous 1-based inclusive range; a valid layout tiles the packet's
// pages exactly: it starts at page 1, ends at the last page, and every part starts the page after the one
// before it ends. Edits (split, merge, move pages across a boundary) return a new layout or say why not;
// nothing here trusts its input, since the server checks a layout a browser sent with the same rule.
import { describePages } from "./packet-segments";

export interface Part {
  /** The document that holds the part; null for one a split is about to create. */
  id: string | null;
  start: number;
  end: number;
}

export type PartsProblemCode = "empty" | "not_whole" | "reversed" | "out_of_range" | "overlap" | "gap" | "duplicate";

export interface PartsProblem {
  code: PartsProblemCode;
  message: string;
}

export type PartsEdit = { ok: true; parts: Part[] } | { ok: false; problem: PartsProblem };

const pagesText = (start: number, end: number): string => describePages({ start, end });
const problem = (code: PartsProblemCode, message: string): PartsEdit => ({ ok: false, problem: { code, message } });

/** Why `parts` does not tile pages 1…pageCount, or null when it does. Parts are read in the order given. */
export function checkParts(parts: readonly Part[], pageCount: number): PartsProblem | null {
  if (parts.length === 0) return { code: "empty", message: "A packet needs at least one part." };
  if (!Number.isInteger(pageCount) || pageCount < 1)
    return { code: "out_of_range", message: "The packet's page count is not known, so its pages cannot be edited." };
  const ids = parts.map((p) => p.id).filter((id): id is string => id !== null);
  if (new Set(ids).size !== ids.length) return { code: "duplicate", message: "A part appears twice in the layout." };
  let expected = 1;
  for (const part of parts) {
    if (!Number.isInteger(part.start) || !Number.isInteger(part.end))
      return { code: "not_whole", message: "Page numbers are whole numbers." };
    if (part.end < part.start)
      return {
        code: "reversed",
        message: `A part cannot end (page ${part.end}) before it starts (page ${part.start}).`,
      };
    if (part.start < 1 || part.end > pageCount)
      return {
        code: "out_of_range",
        message: `${pagesText(part.start, part.end)} is outside the packet, which has ${pageCount} ${pageCount === 1 ? "page" : "pages"}.`,
      };
    if (part.start < expected)
      return {
        code: "overlap",
        message: `${pagesText(part.start, Math.min(part.end, expected - 1))} would be in two parts.`,
      };
    if (part.start > expected)
      return { code: "gap", message: `${pagesText(expected, part.start - 1)} would be in no part.` };
    expected = part.end + 1;
  }
  if (expected <= pageCount) return { code: "gap", message: `${pagesText(expected, pageCount)} would be in no part.` };
  return null;
}

/** Part `index` split so that `atPage` starts a new part (id null) right after it. */
export function splitPart(parts: readonly Part[], index: number, atPage: number): PartsEdit {
  const part = parts[index];
  if (!part) return problem("out_of_range", "There is no such part.");
  if (!Number.isInteger(atPage) || atPage <= part.start || atPage > part.end)
    return problem(
      "out_of_range",
      part.start === part.end
        ? `A one-page part (${pagesText(part.start, part.end)}) cannot be split.`
        : `Split ${pagesText(part.start, part.end)} at a page from ${part.start + 1} to ${part.end}.`,
    );
  return {
    ok: true,
    parts: [
      ...parts.slice(0, index),
      { ...part, end: atPage - 1 },
      { id: null, start: atPage, end: part.end },
      ...parts.slice(index + 1),
    ],
  };
}

/** Part `index` and the one after it become one part, keeping the first one's document. */
export function mergeWithNext(parts: readonly Part[], index: number): PartsEdit {
  const first = parts[index];
  const next = parts[index + 1];
  if (!first || !next) return problem("out_of_range", "The last part has no next part to merge with.");
  return { ok: true, parts: [...parts.slice(0, index), { ...first, end: next.end }, ...parts.slice(index + 2)] };
}

/**
 * Moves pages across the boundary between part `index` and the next: part `index` then ends at `newEnd` and the
 * next part starts on the page after. Each keeps at least one page.
 */
export function moveBoundary(parts: readonly Part[], index: number, newEnd: number): PartsEdit {
  const first = parts[index];
  const next = parts[index + 1];
  if (!first || !next) return problem("out_of_range", "Pages move between a part and the next one.");
  if (!Number.isInteger(newEnd) || newEnd < first.start || newEnd >= next.end)
    return problem(
      "out_of_range",
      `Both parts keep at least one page: the first can end from page ${first.start} to ${next.end - 1}.`,
    );
  return {
    ok: true,
    parts: [
      ...parts.slice(0, index),
      { ...first, end: newEnd },
      { ...next, start: newEnd + 1 },
      ...parts.slice(index + 2),
    ],
  };
}

/** A short fingerprint of a layout (ids and ranges), so an edit based on an older layout is caught. */
export function partsSignature(parts: readonly Part[]): string {
  return parts.map((p) => `${p.id ?? "new"}:${p.start}-${p.end}`).join(",");
}

/** "#1 pages 1–2, #2 pages 3–4": a layout in words (the audit trail). */
export function describeParts(parts: readonly Pick<Part, "start" | "end">[]): string {
  return parts.map((p, i) => `#${i + 1} ${pagesText(p.start, p.end)}`).join(", ");
}
