import "server-only";

import { db } from "@/lib/server/db";

// Return-by (per diem) is computed by another part of Quayside and stored on containers when it exists. Alerts
// read it when the column is there and derive no return kinds when it is not: the kinds are in place, the
// data decides. The answer is asked once per process (a schema does not change under a running server).

const CANDIDATES = ["return_by_date", "return_by"] as const;
let cached: Promise<string | null> | null = null;

export function returnByColumn(): Promise<string | null> {
  cached ??= db.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'containers' AND column_name = ANY(${[...CANDIDATES]})`
    .then((rows) => CANDIDATES.find((name) => rows.some((row) => row.column_name === name)) ?? null)
    .catch(() => null);
  return cached;
}
