import "server-only";

import { db } from "@/lib/server/db";
import { reevaluateNow } from "@/lib/server/cache/reevaluate-now";
import { notifyLive } from "@/lib/server/live/notify";
import { AppError } from "@/lib/shared/app-error";
import type { FreeTimeRuleView } from "@/lib/shared/free-time-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { FreeTimeRuleVersionInput } from "@/lib/validations/free-time";

import { dateText, ruleFromRow } from "./free-time-book";
import { markFreeTimeDue } from "./mark-due";

// Free-time rules are kept as versions: saving makes a new version from its effective date, and no stored version
// is ever changed, so every calculated LFD can still be explained by the version it names.

const asDate = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** Every version, rule by rule (scope, key), the newest version of each first. */
export async function listFreeTimeRules(workspaceId: string, today: string): Promise<FreeTimeRuleView[]> {
  const rows = await db.freeTimeRule.findMany({
    where: { workspaceId },
    orderBy: [
      { scope: "asc" },
      { scopeKey: "asc" },
      { ruleId: "asc" },
      { effectiveFrom: "desc" },
      { createdAt: "desc" },
    ],
  });
  const inForce = new Map<string, string>();
  for (const row of rows) {
    const from = dateText(row.effectiveFrom);
    const to = row.effectiveTo ? dateText(row.effectiveTo) : null;
    // Rows come newest first per rule: the first one started by today is the one in force (unless it ended).
    if (!inForce.has(row.ruleId) && from <= today) inForce.set(row.ruleId, to === null || today <= to ? row.id : "");
  }
  return rows.flatMap((row) => {
    const rule = ruleFromRow(row);
    return rule ? [{ ...rule, createdByLabel: row.createdByLabel, inForce: inForce.get(row.ruleId) === row.id }] : [];
  });
}

/**
 * Saves a new rule, or a new version of `input.ruleId` from its effective date. A version must start after the
 * rule's newest one: an earlier date would change what the past was counted by.
 */
export async function addFreeTimeRuleVersion(
  user: SessionUser,
  input: FreeTimeRuleVersionInput,
  today: string,
): Promise<FreeTimeRuleView> {
  const workspaceId = user.workspaceId;
  let ruleId = crypto.randomUUID();
  if (input.ruleId !== undefined) {
    const newest = await db.freeTimeRule.findFirst({
      where: { workspaceId, ruleId: input.ruleId },
      orderBy: { effectiveFrom: "desc" },
    });
    if (!newest) throw new AppError("not_found", "That free-time rule does not exist on this workspace.");
    if (newest.scope !== input.scope || newest.scopeKey !== input.scopeKey)
      throw new AppError(
        "validation_failed",
        "A new version keeps the rule's line or terminal; add a new rule instead.",
      );
    if (dateText(newest.effectiveFrom) >= input.effectiveFrom)
      throw new AppError(
        "validation_failed",
        `A new version must start after ${dateText(newest.effectiveFrom)}, when the newest one does.`,
        { details: [{ path: "effectiveFrom", message: "Start after the newest version" }] },
      );
    ruleId = input.ruleId;
  }
  const row = await db.freeTimeRule.create({
    data: {
      workspaceId,
      ruleId,
      scope: input.scope,
      scopeKey: input.scopeKey,
      customerKey: input.customerKey,
      equipmentLength: input.equipmentLength,
      freeDays: input.freeDays,
      dayKind: input.dayKind,
      skipSaturday: input.skip.saturday,
      skipSunday: input.skip.sunday,
      skipHolidays: input.skip.holidays,
      skipClosures: input.skip.closures,
      clockStart: input.clockStart,
      firstDay: input.firstDay,
      effectiveFrom: asDate(input.effectiveFrom),
      effectiveTo: input.effectiveTo === null ? null : asDate(input.effectiveTo),
      ruleRef: input.ruleRef,
      ruleUrl: input.ruleUrl,
      createdById: user.id,
      createdByLabel: user.name ?? user.email,
    },
  });
  await reevaluateNow(workspaceId, "free_time", (id) => markFreeTimeDue(id, input.scope, input.scopeKey));
  // Rows show each box's calculation with its rule: cached pages must not wait for a column to change.
  await notifyLive(workspaceId, "containers");
  await notifyLive(workspaceId, "free_time");
  const rule = ruleFromRow(row);
  if (!rule) throw new AppError("internal", "The saved rule could not be read back.");
  // It starts after every other version of its rule, so it is the one in force once its date has come.
  const inForce = rule.effectiveFrom <= today && (rule.effectiveTo === null || today <= rule.effectiveTo);
  return { ...rule, createdByLabel: row.createdByLabel, inForce };
}
