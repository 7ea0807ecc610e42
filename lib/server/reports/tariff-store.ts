import "server-only";

import { tariffSchema } from "@/lib/domain/tariff";
import { Prisma, type Tariff as TariffRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, type TariffInput, type TariffPatch } from "@/lib/validations/tariffs";

import { reevaluateNow } from "../cache/reevaluate-now";

// Demurrage tariffs an admin keeps for exposure estimates and each box's money at risk. Every query is scoped by workspace; an id from another
// workspace is simply not found.

function toView(row: TariffRow): TariffView {
  // Rows are validated on write; a row that no longer parses shows its tiers empty rather than breaking the list.
  const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
  return {
    id: row.id,
    scope: row.scope,
    scopeKey: row.scopeKey,
    name: row.name,
    currency: row.currency,
    freeDays: row.freeDays,
    tiers: parsed.success ? parsed.data.tiers : [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

function duplicate(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw new AppError("conflict", "A tariff for this terminal or line already exists; edit that one instead.");
  }
  throw error;
}

export async function listTariffs(workspaceId: string): Promise<TariffView[]> {
  const rows = await db.tariff.findMany({ where: { workspaceId }, orderBy: [{ scope: "asc" }, { scopeKey: "asc" }] });
  return rows.map(toView);
}

async function saved(workspaceId: string, write: () => Promise<TariffRow>): Promise<TariffView> {
  let row: TariffRow;
  try {
    row = await write();
  } catch (error) {
    duplicate(error);
  }
  await reevaluateNow(workspaceId, "tariffs");
  return toView(row);
}

export async function createTariff(workspaceId: string, input: TariffInput): Promise<TariffView> {
  return saved(workspaceId, () => db.tariff.create({ data: { workspaceId, ...input } }));
}

export async function updateTariff(workspaceId: string, id: string, input: TariffInput): Promise<TariffView> {
  const existing = await db.tariff.findFirst({ where: { id, workspaceId }, select: { id: true } });
  if (!existing) throw new AppError("not_found", "This tariff no longer exists; reload the page.");
  return saved(workspaceId, () => db.tariff.update({ where: { id }, data: input }));
}

/** Changes some fields; the merged tariff is validated as a whole, as a full edit would be. */
export async function patchTariff(workspaceId: string, id: string, patch: TariffPatch): Promise<TariffView> {
  const existing = await db.tariff.findFirst({ where: { id, workspaceId } });
  if (!existing) throw new AppError("not_found", "This tariff no longer exists; reload the page.");
  const current = {
    scope: existing.scope,
    scopeKey: existing.scopeKey,
    name: existing.name,
    currency: existing.currency,
    freeDays: existing.freeDays,
    tiers: existing.tiers,
  };
  const input = tariffInputSchema.parse({ ...current, ...patch });
  return saved(workspaceId, () => db.tariff.update({ where: { id }, data: input }));
}

export async function deleteTariff(workspaceId: string, id: string): Promise<void> {
  const { count } = await db.tariff.deleteMany({ where: { id, workspaceId } });
  if (count === 0) throw new AppError("not_found", "This tariff no longer exists; reload the page.");
  await reevaluateNow(workspaceId, "tariffs");
}
