import { z } from "zod";

import type { ReportFilters } from "@/lib/shared/report-api";

// Query parameters of GET /api/reports and of the reports page URL (the same names, so a view can be shared
// or bookmarked). Lists are comma-separated; dates are calendar dates (inclusive).
const list = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(50))
  .optional();

export const DEFAULT_RANGE_DAYS = 90;

export const reportsQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    terminal: list,
    line: list,
    customer: list,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must be on or before the end date",
    path: ["from"],
  });

export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The query with defaults filled in: the last 90 days up to `today` when no range is given. */
export function resolveFilters(query: ReportsQuery, today: string): ReportFilters {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? shift(to, -(DEFAULT_RANGE_DAYS - 1));
  return { from, to, terminal: query.terminal ?? [], line: query.line ?? [], customer: query.customer ?? [] };
}

/** Parses a page's or route's search params; anything invalid is dropped rather than breaking the page. */
export function parseReportsParams(params: Record<string, string | string[] | undefined>): ReportsQuery {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== "") flat[key] = first;
  }
  const parsed = reportsQuerySchema.safeParse(flat);
  if (parsed.success) return parsed.data;
  // Keep the valid parts (a typo in one date should not lose the filters).
  const keep: Record<string, string> = {};
  for (const key of ["from", "to", "terminal", "line", "customer"] as const) {
    const value = flat[key];
    if (value !== undefined && reportsQuerySchema.safeParse({ [key]: value }).success) keep[key] = value;
  }
  if (keep.from && keep.to && keep.from > keep.to) delete keep.to;
  return reportsQuerySchema.parse(keep);
}

/** The URL search string for a query: only set values, in a stable order. */
export function toReportsSearch(query: ReportsQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  for (const key of ["terminal", "line", "customer"] as const) {
    const values = query[key];
    if (values && values.length > 0) params.set(key, values.join(","));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
