import "server-only";

import { EQUIPMENT_LENGTHS, perDiemTariffSchema, type EquipmentLength } from "@/lib/domain/per-diem";
import { closedBefore } from "@/lib/domain/tariff-version";
import type { PerDiemTariff as PerDiemTariffRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { PerDiemTariffView } from "@/lib/shared/settings-api";
import type { PerDiemTariffInput } from "@/lib/validations/per-diem-tariffs";

import { reevaluateNow } from "../cache/reevaluate-now";
import {
  byVersionDesc,
  createStart,
  currentVersions,
  dateColumn,
  dateOfColumn,
  duplicateAs,
  editStart,
  sameTiers,
  SYSTEM_AUTHOR,
  versionView,
  workspaceToday,
  type TariffAuthor,
} from "./tariff-versions";

// Per-diem tariffs an admin keeps per line (and size): they set each box's return-by date and its per-diem
// money at risk. Versioned as the demurrage tariffs are (tariff-store.ts): new rates are a new version from a
// date, a delete ends the last version, a rename renames. Every query is scoped by workspace; an id from another
// workspace is simply not found.

const DUPLICATE = "A per-diem tariff for this line and size already exists; edit that one instead.";
const GONE = "This per-diem tariff no longer exists; reload the page.";

const lengthOf = (length: number | null): EquipmentLength | null =>
  EQUIPMENT_LENGTHS.find((known) => known === length) ?? null;

function toView(row: PerDiemTariffRow, today: string): PerDiemTariffView {
  const parsed = perDiemTariffSchema.safeParse({
    currency: row.currency,
    freeDays: row.freeDays,
    dayKind: row.dayKind,
    tiers: row.tiers,
  });
  return {
    ...versionView(row, today),
    lineScac: row.lineScac,
    equipmentLength: lengthOf(row.equipmentLength),
    currency: row.currency,
    freeDays: row.freeDays,
    dayKind: row.dayKind,
    tiers: parsed.success ? parsed.data.tiers : [],
  };
}

const order = (a: PerDiemTariffView, b: PerDiemTariffView): number =>
  a.lineScac.localeCompare(b.lineScac) || (a.equipmentLength ?? 0) - (b.equipmentLength ?? 0);

/** Each per-diem tariff still in use, as its newest version. */
export async function listPerDiemTariffs(workspaceId: string, today?: string): Promise<PerDiemTariffView[]> {
  const [rows, day] = await Promise.all([
    db.perDiemTariff.findMany({ where: { workspaceId } }),
    today ?? workspaceToday(workspaceId),
  ]);
  return currentVersions(rows)
    .map((row) => toView(row, day))
    .sort(order);
}

/** Every version of one per-diem tariff (`id`: the tariff's, or one of its versions'), newest first. */
export async function listPerDiemTariffVersions(workspaceId: string, id: string): Promise<PerDiemTariffView[]> {
  const [versions, today] = await Promise.all([versionsOf(workspaceId, id), workspaceToday(workspaceId)]);
  return versions.map((row) => toView(row, today));
}

async function versionsOf(workspaceId: string, id: string): Promise<PerDiemTariffRow[]> {
  const one = await db.perDiemTariff.findFirst({ where: { workspaceId, OR: [{ tariffId: id }, { id }] } });
  if (!one) throw new AppError("not_found", GONE);
  const rows = await db.perDiemTariff.findMany({ where: { workspaceId, tariffId: one.tariffId } });
  return rows.sort(byVersionDesc);
}

export async function createPerDiemTariff(
  workspaceId: string,
  input: PerDiemTariffInput,
  author: TariffAuthor = SYSTEM_AUTHOR,
): Promise<PerDiemTariffView> {
  const same = { workspaceId, lineScac: input.lineScac, equipmentLength: input.equipmentLength };
  const [open, ended, today] = await Promise.all([
    db.perDiemTariff.findFirst({ where: { ...same, effectiveTo: null }, select: { id: true } }),
    db.perDiemTariff.findFirst({ where: same, orderBy: { effectiveTo: "desc" }, select: { effectiveTo: true } }),
    workspaceToday(workspaceId),
  ]);
  if (open) throw new AppError("conflict", DUPLICATE);
  const from = createStart(input.effectiveFrom, ended?.effectiveTo ? dateOfColumn(ended.effectiveTo) : null);
  const id = crypto.randomUUID();
  const row = await db.perDiemTariff
    .create({
      data: {
        id,
        tariffId: id,
        ...same,
        name: input.name,
        currency: input.currency,
        freeDays: input.freeDays,
        dayKind: input.dayKind,
        tiers: input.tiers,
        effectiveFrom: dateColumn(from),
        createdById: author.id,
        createdByLabel: author.label,
      },
    })
    .catch(duplicateAs(DUPLICATE));
  await reevaluateNow(workspaceId, "tariffs");
  return toView(row, today);
}

/** As updateTariff (tariff-store.ts): new rates are a version from `effectiveFrom`, a new name a rename. */
export async function updatePerDiemTariff(
  workspaceId: string,
  id: string,
  input: PerDiemTariffInput,
  author: TariffAuthor = SYSTEM_AUTHOR,
): Promise<PerDiemTariffView> {
  const [versions, today] = await Promise.all([versionsOf(workspaceId, id), workspaceToday(workspaceId)]);
  const newest = versions[0];
  if (!newest || newest.effectiveTo !== null) throw new AppError("not_found", GONE);
  if (newest.lineScac !== input.lineScac || newest.equipmentLength !== input.equipmentLength)
    throw new AppError(
      "validation_failed",
      "A new version keeps the tariff's line and size; delete this tariff and add one for the other.",
      { details: [{ path: "lineScac", message: "Keep the line of the tariff" }] },
    );
  const sameRates =
    newest.currency === input.currency &&
    newest.freeDays === input.freeDays &&
    newest.dayKind === input.dayKind &&
    sameTiers(newest.tiers, input.tiers);
  if (sameRates && newest.name === input.name) return toView(newest, today);
  if (sameRates) {
    await db.perDiemTariff.updateMany({
      where: { workspaceId, tariffId: newest.tariffId },
      data: { name: input.name },
    });
    return toView({ ...newest, name: input.name }, today);
  }
  const from = editStart(input.effectiveFrom, today, newest);
  const row = await db
    .$transaction(async (tx) => {
      await tx.perDiemTariff.updateMany({
        where: {
          workspaceId,
          tariffId: newest.tariffId,
          OR: [{ effectiveTo: null }, { effectiveTo: { gte: dateColumn(from) } }],
        },
        data: { effectiveTo: dateColumn(closedBefore(from)) },
      });
      if (newest.name !== input.name)
        await tx.perDiemTariff.updateMany({
          where: { workspaceId, tariffId: newest.tariffId },
          data: { name: input.name },
        });
      return tx.perDiemTariff.create({
        data: {
          workspaceId,
          tariffId: newest.tariffId,
          version: newest.version + 1,
          lineScac: newest.lineScac,
          equipmentLength: newest.equipmentLength,
          name: input.name,
          currency: input.currency,
          freeDays: input.freeDays,
          dayKind: input.dayKind,
          tiers: input.tiers,
          effectiveFrom: dateColumn(from),
          createdById: author.id,
          createdByLabel: author.label,
        },
      });
    })
    .catch(duplicateAs(DUPLICATE));
  await reevaluateNow(workspaceId, "tariffs");
  return toView(row, today);
}

/** Ends the tariff after today; its versions stay as the evidence of the days they were in force. */
export async function deletePerDiemTariff(workspaceId: string, id: string): Promise<void> {
  const [versions, today] = await Promise.all([versionsOf(workspaceId, id), workspaceToday(workspaceId)]);
  const newest = versions[0];
  if (!newest || newest.effectiveTo !== null) throw new AppError("not_found", GONE);
  await db.perDiemTariff.updateMany({
    where: {
      workspaceId,
      tariffId: newest.tariffId,
      OR: [{ effectiveTo: null }, { effectiveTo: { gt: dateColumn(today) } }],
    },
    data: { effectiveTo: dateColumn(today) },
  });
  await reevaluateNow(workspaceId, "tariffs");
}
