import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

import type { EvaluationColumns } from "./normalize";

// Writes the evaluated columns of many boxes in one statement: at a zone's midnight thousands of boxes roll over
// at once, and one UPDATE per box (each returning the whole row, raw JSON included) took ~6 ms a box.

/** Every evaluated column with its SQL name and type; the Record makes a column added to the type a compile error here. */
const COLUMNS: Record<keyof EvaluationColumns, { name: string; type: string }> = {
  bucket: { name: "bucket", type: "text" },
  bucketRank: { name: "bucket_rank", type: "integer" },
  governingLfd: { name: "governing_lfd", type: "timestamptz" },
  governingLfdDate: { name: "governing_lfd_date", type: "date" },
  lfdSource: { name: "lfd_source", type: "text" },
  feesPosted: { name: "fees_posted", type: "double precision" },
  feesPostedCurrency: { name: "fees_posted_currency", type: "text" },
  feesPostedRank: { name: "fees_posted_rank", type: "integer" },
  holdNames: { name: "hold_names", type: "text[]" },
  flagReady: { name: "flag_ready", type: "boolean" },
  flagBlocked: { name: "flag_blocked", type: "boolean" },
  flagPendingHold: { name: "flag_pending_hold", type: "boolean" },
  flagConflict: { name: "flag_conflict", type: "boolean" },
  flagStale: { name: "flag_stale", type: "boolean" },
  flagUrgencyUnknown: { name: "flag_urgency_unknown", type: "boolean" },
  governingLfdZone: { name: "governing_lfd_zone", type: "text" },
  lenses: { name: "lenses", type: "text[]" },
  lensMask: { name: "lens_mask", type: "integer" },
  blockingHolds: { name: "blocking_holds", type: "text[]" },
  urgencyDate: { name: "urgency_date", type: "date" },
  returnByDate: { name: "return_by_date", type: "date" },
  moneyAtRisk: { name: "money_at_risk", type: "double precision" },
  moneyAtRiskCurrency: { name: "money_at_risk_currency", type: "text" },
  moneyAtRiskRank: { name: "money_at_risk_rank", type: "integer" },
  lfdDisagreementDays: { name: "lfd_disagreement_days", type: "integer" },
  arrivalEtaAt: { name: "arrival_eta_at", type: "timestamptz" },
  sizeType: { name: "size_type", type: "text" },
  evaluatedAt: { name: "evaluated_at", type: "timestamptz" },
  reevaluateAt: { name: "reevaluate_at", type: "timestamptz" },
};
const KEYS = Object.keys(COLUMNS) as (keyof EvaluationColumns)[];
const RECORD = Prisma.raw(KEYS.map((key) => `"${COLUMNS[key].name}" ${COLUMNS[key].type}`).join(", "));
const ASSIGN = Prisma.raw(KEYS.map((key) => `"${COLUMNS[key].name}" = v."${COLUMNS[key].name}"`).join(", "));

/** Date columns hold a calendar date: send "YYYY-MM-DD", never an instant the server might shift. */
function jsonValue(key: keyof EvaluationColumns, value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  return COLUMNS[key].type === "date" ? value.toISOString().slice(0, 10) : value.toISOString();
}

/** Writes each box's evaluated columns (and its next instant) in one UPDATE, to rows still at `version` (xmin). */
export async function writeEvaluations(
  rows: { id: string; version: string; columns: EvaluationColumns }[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map(({ id, version, columns }) => ({
    id,
    version,
    ...Object.fromEntries(KEYS.map((key) => [COLUMNS[key].name, jsonValue(key, columns[key])])),
  }));
  await db.$executeRaw`
    UPDATE containers c SET ${ASSIGN}
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS v(id uuid, version text, ${RECORD})
    WHERE c.id = v.id AND c.xmin::text = v.version`;
}
