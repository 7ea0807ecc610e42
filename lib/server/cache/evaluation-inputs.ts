import "server-only";

import { lfdRuleOrDefault, perDiemTariffSchema, type LfdRule, type TariffBook } from "@/lib/domain";
import { DEFAULT_CURRENCY } from "@/lib/domain/money-sort";
import { tariffSchema } from "@/lib/domain/tariff";
import type { TariffVersionInfo } from "@/lib/domain/tariff-version";
import type { FreeTimeBook } from "@/lib/domain/free-time/box-free-time";
import { db } from "@/lib/server/db";
import { workspaceFreeTimeBook } from "@/lib/server/free-time/free-time-book";

// What evaluating a workspace's containers needs besides their facts, read in one place: the LFD rule (the
// admin's choice, else the product's default: lib/domain/lfd.ts), the tariff versions (demurrage and per diem)
// with the workspace's currency, and the free-time rules with the terminal calendars (the calculated LFD).

/** The LFD rule the workspace applies. The only reader of the stored choice. */
export async function workspaceLfdRule(workspaceId: string): Promise<LfdRule> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } });
  return lfdRuleOrDefault(settings?.lfdRule);
}

const dateText = (date: Date): string => date.toISOString().slice(0, 10);

/** The columns a tariff version row shares with every other (lib/domain/tariff-version.ts). */
function versionOf(row: {
  id: string;
  tariffId: string;
  version: number;
  name: string;
  effectiveFrom: Date;
  effectiveTo: Date | null;
}): TariffVersionInfo {
  return {
    tariffId: row.tariffId,
    versionId: row.id,
    version: row.version,
    name: row.name,
    effectiveFrom: dateText(row.effectiveFrom),
    effectiveTo: row.effectiveTo ? dateText(row.effectiveTo) : null,
  };
}

/** The workspace's currency: the one a sort by money compares first. */
export async function workspaceCurrency(workspaceId: string): Promise<string> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { currency: true } });
  return settings?.currency ?? DEFAULT_CURRENCY;
}

/**
 * The workspace's tariff versions, every one (each applies on its own days), and its currency; a row that no
 * longer validates is left out (never a guessed rate).
 */
export async function workspaceTariffBook(workspaceId: string): Promise<TariffBook> {
  const [demurrage, perDiem, currency] = await Promise.all([
    db.tariff.findMany({ where: { workspaceId }, orderBy: { id: "asc" } }),
    db.perDiemTariff.findMany({ where: { workspaceId }, orderBy: { id: "asc" } }),
    workspaceCurrency(workspaceId),
  ]);
  return {
    currency,
    demurrage: demurrage.flatMap((row) => {
      const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
      return parsed.success
        ? [
            {
              ...parsed.data,
              ...versionOf(row),
              scope: row.scope,
              scopeKey: row.scopeKey,
              equipmentLength: row.equipmentLength,
            },
          ]
        : [];
    }),
    perDiem: perDiem.flatMap((row) => {
      const parsed = perDiemTariffSchema.safeParse({
        currency: row.currency,
        freeDays: row.freeDays,
        dayKind: row.dayKind,
        tiers: row.tiers,
      });
      return parsed.success
        ? [{ ...parsed.data, ...versionOf(row), lineScac: row.lineScac, equipmentLength: row.equipmentLength }]
        : [];
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
