import type { z } from "zod";

import { defaultSortOf, type BoardView, type PickerKey } from "@/lib/shared/board-query";
import type { WorkFilterState } from "@/lib/shared/work-filters";
import { containersQuerySchema } from "@/lib/validations/containers-query";
import { parseReportCell } from "@/lib/validations/report-cell-param";
import { workFiltersSchema } from "@/lib/validations/work";

// Reads the board's view back from its URL (lib/shared/board-query.ts writes it) through the schema of
// GET /api/containers, whose parameter names the URL keeps. Lenient: one bad parameter in a shared link is
// dropped, the rest of the view still applies.

type ParamsLike = { get(name: string): string | null };

type Shape = typeof containersQuerySchema.shape;

function field<K extends keyof Shape>(key: K, raw: string | null): z.output<Shape[K]> | undefined {
  if (raw === null) return undefined;
  const parsed = containersQuerySchema.shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as z.output<Shape[K]>) : undefined;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The work filters (assignee, watching, planned pickup, notes); a bad value is dropped. */
export function parseWorkFilters(params: ParamsLike): WorkFilterState {
  type WorkShape = typeof workFiltersSchema.shape;
  const pick = <K extends keyof WorkShape>(key: K): z.output<WorkShape[K]> | undefined => {
    const raw = params.get(key);
    if (raw === null) return undefined;
    const parsed = workFiltersSchema.shape[key].safeParse(raw);
    return parsed.success ? (parsed.data as z.output<WorkShape[K]>) : undefined;
  };
  return {
    assignee: pick("assignee") ?? null,
    watching: pick("watching") !== undefined,
    plannedPickup: pick("plannedPickup") ?? null,
    hasNotes: pick("hasNotes") !== undefined,
  };
}

export function parseBoardView(params: ParamsLike): BoardView {
  const list = (key: PickerKey): string[] => unique(field(key, params.get(key)) ?? []);
  const open = params.get("open");
  const lens = unique(field("lens", params.get("lens")) ?? []);
  return {
    lens,
    bucket: unique(field("bucket", params.get("bucket")) ?? []),
    terminal: list("terminal"),
    line: list("line"),
    status: list("status"),
    hold: list("hold"),
    customer: list("customer"),
    tag: list("tag"),
    vessel: unique(field("vessel", params.get("vessel")) ?? []),
    size: unique(field("size", params.get("size")) ?? []),
    lfdFrom: field("lfdFrom", params.get("lfdFrom")) ?? null,
    lfdTo: field("lfdTo", params.get("lfdTo")) ?? null,
    disagreement: field("disagreement", params.get("disagreement")) ?? null,
    etaWithin: field("etaWithin", params.get("etaWithin")) ?? null,
    hazmat: field("hazmat", params.get("hazmat")) === true,
    q: field("q", params.get("q")) ?? "",
    sort: field("sort", params.get("sort")) ?? defaultSortOf(lens),
    dir: field("dir", params.get("dir")) ?? "asc",
    open: open && /^[\w-]{1,100}$/.test(open) ? open : null,
    ...parseWorkFilters(params),
    ...parseReportCell(params),
  };
}
