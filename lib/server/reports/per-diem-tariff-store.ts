import "server-only";

import { perDiemTariffSchema } from "@/lib/domain/per-diem";
import { Prisma, type PerDiemTariff as PerDiemTariffRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { PerDiemTariffView } from "@/lib/shared/settings-api";
import type { PerDiemTariffInput } from "@/lib/validations/per-diem-tariffs";

import { reevaluateNow } from "../cache/reevaluate-now";

// Per-diem tariffs an admin keeps per line (and size): they set each box's return-by date and its per-diem
// money at risk. Every query is scoped by workspace; an id from another workspace is simply not found.

function toView(row: PerDiemTariffRow): PerDiemTariffView {
  const parsed = perDiemTariffSchema.safeParse({
    currency: row.currency,
    freeDays: row.freeDays,
    dayKind: row.dayKind,
    tiers: row.tiers,
  });
  const equipmentLength =
    row.equipmentLength === 10 || row.equipmentLength === 20 || row.equipmentLength === 40 || row.equipmentLength === 45
      ? row.equipmentLength
      : null;
  return {
    id: row.id,
    lineScac: row.lineScac,
    equipmentLength,
    name: row.name,
    currency: row.currency,
    freeDays: row.freeDays,
    dayKind: row.dayKind,
    tiers: parsed.success ? parsed.data.tiers : [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

function duplicate(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw new AppError("conflict", "A per-diem tariff for this line and size already exists; edit that one instead.");
  }
  throw error;
}

export async function listPerDiemTariffs(workspaceId: string): Promise<PerDiemTariffView[]> {
  const rows = await db.perDiemTariff.findMany({
    where: { workspaceId },
    orderBy: [{ lineScac: "asc" }, { equipmentLength: { sort: "asc", nulls: "first" } }],
  });
  return rows.map(toView);
}

export async function createPerDiemTariff(workspaceId: string, input: PerDiemTariffInput): Promise<PerDiemTariffView> {
  let row: PerDiemTariffRow;
  try {
    row = await db.perDiemTariff.create({ data: { workspaceId, ...input } });
  } catch (error) {
    duplicate(error);
  }
  await reevaluateNow(workspaceId, "tariffs");
  return toView(row);
}

export async function updatePerDiemTariff(
  workspaceId: string,
  id: string,
  input: PerDiemTariffInput,
): Promise<PerDiemTariffView> {
  const existing = await db.perDiemTariff.findFirst({ where: { id, workspaceId }, select: { id: true } });
  if (!existing) throw new AppError("not_found", "This per-diem tariff no longer exists; reload the page.");
  let row: PerDiemTariffRow;
  try {
    row = await db.perDiemTariff.update({ where: { id }, data: input });
  } catch (error) {
    duplicate(error);
  }
  await reevaluateNow(workspaceId, "tariffs");
  return toView(row);
}

export async function deletePerDiemTariff(workspaceId: string, id: string): Promise<void> {
  const { count } = await db.perDiemTariff.deleteMany({ where: { id, workspaceId } });
  if (count === 0) throw new AppError("not_found", "This per-diem tariff no longer exists; reload the page.");
  await reevaluateNow(workspaceId, "tariffs");
}
