import "server-only";

import { lfdRuleOrDefault, perDiemTariffSchema, type LfdRule, type TariffBook } from "@/lib/domain";
import { tariffSchema } from "@/lib/domain/tariff";
import type { FreeTimeBook } from "@/lib/domain/free-time/box-free-time";
import { db } from "@/lib/server/db";
import { workspaceFreeTimeBook } from "@/lib/server/free-time/free-time-book";

// What evaluating a workspace's containers needs besides their facts, read in one place: the LFD rule (the
// admin's choice, else the product's default: lib/domain/lfd.ts), the tariffs (demurrage and per diem) and the
// free-time rules with the terminal calendars (the calculated LFD).

/** The LFD rule the workspace applies. The only reader of the stored choice. */
export async function workspaceLfdRule(workspaceId: string): Promise<LfdRule> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } });
  return lfdRuleOrDefault(settings?.lfdRule);
}

/** The workspace's tariffs; a row that no longer validates is left out (never a guessed rate). */
export async function workspaceTariffBook(workspaceId: string): Promise<TariffBook> {
  const [demurrage, perDiem] = await Promise.all([
    db.tariff.findMany({ where: { workspaceId }, orderBy: { id: "asc" } }),
    db.perDiemTariff.findMany({ where: { workspaceId }, orderBy: { id: "asc" } }),
  ]);
  return {
    demurrage: demurrage.flatMap((row) => {
      const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
      return parsed.success ? [{ ...parsed.data, scope: row.scope, scopeKey: row.scopeKey }] : [];
    }),
    perDiem: perDiem.flatMap((row) => {
      const parsed = perDiemTariffSchema.safeParse({
        currency: row.currency,
        freeDays: row.freeDays,
        dayKind: row.dayKind,
        tiers: row.tiers,
      });
      return parsed.success ? [{ ...parsed.data, lineScac: row.lineScac, equipmentLength: row.equipmentLength }] : [];
    }),
  };
}

export type EvaluationInputs = { lfdRule: LfdRule; tariffs: TariffBook; freeTime: FreeTimeBook };

export async function evaluationInputs(workspaceId: string): Promise<EvaluationInputs> {
  const [lfdRule, tariffs, freeTime] = await Promise.all([
    workspaceLfdRule(workspaceId),
    workspaceTariffBook(workspaceId),
    workspaceFreeTimeBook(workspaceId),
  ]);
  return { lfdRule, tariffs, freeTime };
}
