import "server-only";

import { z } from "zod";

import { moneySortKeys, URGENCY_SORT_KEYS } from "@/lib/domain/urgency-sort";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/shared/app-error";
import { defaultSortOf } from "@/lib/shared/board-query";
import { isStorableInstant } from "@/lib/shared/db-ranges";
import type { ContainersQuery } from "@/lib/validations/containers-query";

// The sorts of GET /api/containers over the stored columns, and their keyset cursors. The urgency sort is the
// domain's (lib/domain/urgency-sort.ts URGENCY_SORT_KEYS), read here, never restated.

type Dir = "asc" | "desc";
const flip = (dir: Dir): Dir => (dir === "asc" ? "desc" : "asc");

/** One sort key; nullable keys sort their nulls last in both directions. */
export type SortKey = { field: KeyField; dir: Dir; nullable: boolean };
type KeyField =
  | "bucketRank"
  | "urgencyDate"
  | "moneyAtRiskRank"
  | "moneyAtRiskCurrency"
  | "moneyAtRisk"
  | "governingLfdDate"
  | "governingLfd"
  | "feesPostedRank"
  | "feesPostedCurrency"
  | "feesPosted"
  | "number"
  | "id"
  | "terminalName"
  | "shippingLineScac"
  | "currentStatus"
  | "terminalCheckedAt"
  | "lfdDisagreementDays"
  | "arrivalEtaAt";
const DATE_FIELDS = new Set<KeyField>([
  "urgencyDate",
  "governingLfdDate",
  "governingLfd",
  "terminalCheckedAt",
  "arrivalEtaAt",
]);

export function sortKeys(query: ContainersQuery): SortKey[] {
  const d = query.dir;
  const key = (field: KeyField, dir: Dir = d, nullable = false): SortKey => ({ field, dir, nullable });
  const tail = [key("number", "asc"), key("id", "asc")];
  switch (query.sort ?? defaultSortOf(query.lens ?? [])) {
    case "urgency":
      // dir=desc reverses every key (nulls stay last).
      return [
        ...URGENCY_SORT_KEYS.map((k) => key(k.field, d === "asc" ? k.dir : flip(k.dir), k.nullable)),
        key("id", "asc"),
      ];
    case "lfd":
      return [key("governingLfd", d, true), ...tail];
    case "number":
      return [key("number"), key("id", "asc")];
    case "terminal":
      return [key("terminalName", d, true), ...tail];
    case "line":
      return [key("shippingLineScac", d, true), ...tail];
    case "status":
      return [key("currentStatus", d, true), ...tail];
    case "fees":
      // Amounts of two currencies are never compared (lib/domain/money-sort.ts): the workspace currency's first,
      // then each other currency apart; only the amount follows the direction.
      return [...moneySortKeys("feesPosted", d), ...tail];
    case "checked":
      return [key("terminalCheckedAt", d, true), ...tail];
    case "money":
      // As fees. Most money first is read straight from containers_money_sort_idx (workspace, rank, currency,
      // amount DESC NULLS LAST, number, id); least first reads it by rank and currency and orders each currency.
      return [...moneySortKeys("moneyAtRisk", d), ...tail];
    case "disagreement":
      // Reported minus calculated days: ascending puts the most days reported too early (the costliest) first.
      return [key("lfdDisagreementDays", d, true), ...tail];
    case "eta":
      // Boxes still to arrive by their ETA (lib/domain/arrival-eta.ts), soonest first; the rest (arrived, or no
      // ETA) after them. One index (workspace, arrival_eta_at, number, id) serves the order and the keyset.
      return [key("arrivalEtaAt", d, true), ...tail];
  }
}

export function orderOf(keys: SortKey[]): Prisma.ContainerOrderByWithRelationInput[] {
  return keys.map((k) => ({ [k.field]: k.nullable ? { sort: k.dir, nulls: "last" } : k.dir }));
}

// Keyset cursor: the sort values of the last row of the page (not an offset), so a page never repeats or
// skips rows when others are added or removed before it, and a deep page costs what the first does.
type CursorValue = string | number | null;

export function encodeCursor(keys: SortKey[], row: Record<KeyField, unknown>): string {
  const values: CursorValue[] = keys.map((k) => {
    const value = row[k.field];
    return value instanceof Date
      ? value.toISOString()
      : typeof value === "number" || typeof value === "string"
        ? value
        : null;
  });
  return Buffer.from(JSON.stringify({ k: keys.map((k) => k.field), v: values })).toString("base64url");
}

const INT4_MAX = 2_147_483_647;
const cursorText = z
  .string()
  .max(500)
  .refine((value) => !value.includes("\u0000"));
const cursorInstant = z.iso.datetime().refine((value) => isStorableInstant(new Date(value)));
/** What each sort key's value must be, as encodeCursor writes it (dates as ISO instants). */
const CURSOR_VALUE: Record<KeyField, z.ZodType<string | number>> = {
  bucketRank: z
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX),
  feesPosted: z.number(),
  feesPostedRank: z.number().int().min(0).max(9),
  feesPostedCurrency: cursorText,
  moneyAtRisk: z.number(),
  moneyAtRiskRank: z.number().int().min(0).max(9),
  moneyAtRiskCurrency: cursorText,
  lfdDisagreementDays: z
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX),
  number: cursorText,
  id: z.uuid(),
  terminalName: cursorText,
  shippingLineScac: cursorText,
  currentStatus: cursorText,
  governingLfd: cursorInstant,
  governingLfdDate: cursorInstant,
  urgencyDate: cursorInstant,
  terminalCheckedAt: cursorInstant,
  arrivalEtaAt: cursorInstant,
};
const cursorEnvelope = z.object({ k: z.array(z.string()), v: z.array(z.unknown()) });

/**
 * The cursor's values, each checked against the type of the sort key it belongs to: a cursor that was edited
 * or made for another sort is a 400, never a query PostgreSQL refuses.
 */
export function decodeCursor(cursor: string | undefined, keys: SortKey[]): CursorValue[] | null {
  if (!cursor) return null;
  const invalid = new AppError("bad_request", "The cursor is invalid for this sort; start again from the first page.");
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  const envelope = cursorEnvelope.safeParse(decoded);
  const matchesSort = (data: z.infer<typeof cursorEnvelope>): boolean =>
    data.v.length === keys.length &&
    data.k.length === keys.length &&
    data.k.every((field, index) => field === keys[index]?.field);
  if (!envelope.success || !matchesSort(envelope.data)) throw invalid;
  return keys.map((key, index) => {
    const value = envelope.data.v[index];
    if (value === null && key.nullable) return null;
    const parsed = CURSOR_VALUE[key.field].safeParse(value);
    if (!parsed.success) throw invalid;
    return parsed.data;
  });
}

/** Rows strictly after the cursor in the sort order: (k1 after) OR (k1 equal AND k2 after) OR … */
export function afterCursor(keys: SortKey[], values: CursorValue[]): Prisma.ContainerWhereInput {
  const typed = (k: SortKey, v: CursorValue): unknown => (v !== null && DATE_FIELDS.has(k.field) ? new Date(v) : v);
  const equal = (k: SortKey, v: CursorValue): Prisma.ContainerWhereInput => ({
    [k.field]: v === null ? null : { equals: typed(k, v) },
  });
  const after = (k: SortKey, v: CursorValue): Prisma.ContainerWhereInput | null => {
    if (v === null) return null; // nulls are last: nothing sorts after a null but other nulls (equal)
    const beyond: Prisma.ContainerWhereInput = { [k.field]: { [k.dir === "asc" ? "gt" : "lt"]: typed(k, v) } };
    return k.nullable ? { OR: [beyond, { [k.field]: null }] } : beyond;
  };
  const branches: Prisma.ContainerWhereInput[] = [];
  keys.forEach((k, i) => {
    const strictly = after(k, values[i] ?? null);
    if (strictly)
      branches.push({ AND: [...keys.slice(0, i).map((prev, j) => equal(prev, values[j] ?? null)), strictly] });
  });
  return branches.length > 0 ? { OR: branches } : { id: { in: [] } };
}
