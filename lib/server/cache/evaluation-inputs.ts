import "server-only";

import { lfdRuleOrDefault, perDiemTariffSchema, type LfdRule, type TariffBook } from "@/lib/domain";
import { tariffSchema } from "@/lib/domain/tariff";
import { db } from "@/lib/server/db";

// What evaluating a workspace's containers needs besides their facts, read in one place: the LFD rule (the
// admin's choice, else the product's default: lib/domain/lfd.ts) and the tariffs (demurrage and per diem).

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

export async function evaluationInputs(workspaceId: string): Promise<{ lfdRule: LfdRule; tariffs: TariffBook }> {
  const [lfdRule, tariffs] = await Promise.all([workspaceLfdRule(workspaceId), workspaceTariffBook(workspaceId)]);
  return { lfdRule, tariffs };
}
