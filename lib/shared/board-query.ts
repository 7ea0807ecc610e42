import type { Bucket } from "@/lib/domain/bucket";
import type { LensKey } from "@/lib/domain/lens-keys";

import { EMPTY_REPORT_CELL, setReportCellParams, type ReportCellState } from "@/lib/shared/report-cell";
import { EMPTY_WORK_FILTERS, setWorkParams, workFilterCount, type WorkFilterState } from "@/lib/shared/work-filters";

// The board's view lives in the URL, under the same parameter names as GET /api/containers, so a link
// reproduces the view and the API query is the URL minus the board-only keys (`open`). This module is the
// view's shape and how it is written; reading a URL back (leniently, through the API's schema) is
// `parseBoardView` in lib/validations/board-view.ts.

/** The orders GET /api/containers accepts (lib/validations/containers-query.ts). */
export const SORTS = [
  "urgency",
  "lfd",
  "number",
  "terminal",
  "line",
  "status",
  "fees",
  "checked",
  "money",
  "disagreement",
  "eta",
] as const;
/**
 * `earlier`: boxes whose reported LFD is earlier than the calculated one (the costly disagreement); `any`: every
 * disagreement (lib/domain/free-time/box-free-time.ts).
 */
export const DISAGREEMENT_FILTERS = ["earlier", "any"] as const;
export type DisagreementFilter = (typeof DISAGREEMENT_FILTERS)[number];
export type SortKey = (typeof SORTS)[number];
export type SortDir = "asc" | "desc";

export const LIST_KEYS = [
  "lens",
  "bucket",
  "terminal",
  "line",
  "status",
  "hold",
  "customer",
  "tag",
  "vessel",
  "size",
] as const;
export type ListKey = (typeof LIST_KEYS)[number];
/** The list filters chosen from a picker in the filter bar; lenses are the cards, buckets come from links. */
export const PICKER_KEYS = ["terminal", "line", "status", "hold", "customer", "tag"] as const;
export type PickerKey = (typeof PICKER_KEYS)[number];
/** The `hold` value that means "at least one active hold, whatever its name". */
export const ANY_HOLD = "any";

export type BoardFilters = {
  /** Board cards (lenses); several = boxes answering any of them. */
  lens: LensKey[];
  bucket: Bucket[];
  terminal: string[];
  line: string[];
  status: string[];
  hold: string[];
  customer: string[];
  tag: string[];
  /** Vessel names, and size/type codes ("40HC", lib/domain/size-type.ts): the arrival filters. */
  vessel: string[];
  size: string[];
  lfdFrom: string | null;
  lfdTo: string | null;
  disagreement: DisagreementFilter | null;
  /** Boxes still to arrive with an ETA within this many days (lib/domain/arrival-eta.ts); null: any. */
  etaWithin: number | null;
  /** Only the boxes the account flags hazardous (its hazmat_indicator custom field). */
  hazmat: boolean;
  q: string;
  sort: SortKey;
  dir: SortDir;
} & WorkFilterState &
  ReportCellState;

export type BoardView = BoardFilters & { open: string | null };

export const EMPTY_FILTERS: BoardFilters = {
  lens: [],
  bucket: [],
  terminal: [],
  line: [],
  status: [],
  hold: [],
  customer: [],
  tag: [],
  vessel: [],
  size: [],
  lfdFrom: null,
  lfdTo: null,
  disagreement: null,
  etaWithin: null,
  hazmat: false,
  q: "",
  sort: "urgency",
  dir: "asc",
  ...EMPTY_WORK_FILTERS,
  ...EMPTY_REPORT_CELL,
};

/** The filter part as query parameters, in a fixed order and without defaults, so equal views give equal URLs. */
export function filterParams(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) if (filters[key].length > 0) params.set(key, filters[key].join(","));
  if (filters.lfdFrom) params.set("lfdFrom", filters.lfdFrom);
  if (filters.lfdTo) params.set("lfdTo", filters.lfdTo);
  if (filters.disagreement) params.set("disagreement", filters.disagreement);
  if (filters.etaWithin) params.set("etaWithin", String(filters.etaWithin));
  if (filters.hazmat) params.set("hazmat", "1");
  if (filters.q.trim()) params.set("q", filters.q.trim());
  setWorkParams(params, filters);
  setReportCellParams(params, filters);
  if (filters.sort !== defaultSortOf(filters.lens)) params.set("sort", filters.sort);
  if (filters.dir !== "asc") params.set("dir", filters.dir);
  return params;
}

/** The board's own URL search string ("" or "?..."), including the open drawer. */
export function boardSearch(view: BoardView): string {
  const params = filterParams(view);
  if (view.open) params.set("open", view.open);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The GET /api/containers URL for one page of this view. */
export function containersUrl(filters: BoardFilters, page: { limit: number; cursor?: string | null }): string {
  const params = filterParams(filters);
  params.set("limit", String(page.limit));
  if (page.cursor) params.set("cursor", page.cursor);
  return `/api/containers?${params.toString()}`;
}

/** Toggles one value in a list filter (a hold chosen twice clears it). */
export function toggleValue<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

export function activeFilterCount(filters: BoardFilters): number {
  return (
    LIST_KEYS.reduce((count, key) => count + (filters[key].length > 0 ? 1 : 0), 0) +
    (filters.lfdFrom || filters.lfdTo ? 1 : 0) +
    (filters.disagreement ? 1 : 0) +
    (filters.etaWithin ? 1 : 0) +
    (filters.hazmat ? 1 : 0) +
    (filters.q.trim() ? 1 : 0) +
    workFilterCount(filters) +
    (filters.report ? 1 : 0)
  );
}

/**
 * The order a view gets when none is chosen: the Arriving card alone by ETA, soonest first (what comes next);
 * every other view by urgency. The URL leaves the default out, and GET /api/containers applies the same rule.
 */
export function defaultSortOf(lens: readonly LensKey[]): SortKey {
  return lens.length === 1 && lens[0] === "arriving" ? "eta" : "urgency";
}

/** The view with other cards chosen: a sort left at the old view's default follows to the new one's. */
export function withLenses<F extends BoardFilters>(filters: F, lens: LensKey[]): F {
  const atDefault = filters.sort === defaultSortOf(filters.lens) && filters.dir === "asc";
  return atDefault ? { ...filters, lens, sort: defaultSortOf(lens), dir: "asc" } : { ...filters, lens };
}
