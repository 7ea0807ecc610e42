import "server-only";

import { closedBefore } from "@/lib/domain/tariff-version";
import { tariffSchema } from "@/lib/domain/tariff";
import type { Tariff as TariffRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, type TariffInput, type TariffPatch } from "@/lib/validations/tariffs";

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

// Demurrage tariffs an admin keeps for exposure estimates and each box's money at risk, as versions
// (lib/domain/tariff-version.ts): saving new rates adds a version from a date and closes the one before, a
// delete ends the last one, and a rename renames the tariff (a label, not a rate). Every query is scoped by
// workspace; an id from another workspace is simply not found.

const DUPLICATE = "A tariff for this terminal or line and size already exists; edit that one instead.";
const GONE = "This tariff no longer exists; reload the page.";

function toView(row: TariffRow, today: string): TariffView {
  // Rows are validated on write; a row that no longer parses shows its tiers empty rather than breaking the list.
  const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
  return {
    ...versionView(row, today),
    scope: row.scope,
    scopeKey: row.scopeKey,
    equipmentLength: row.equipmentLength,
    currency: row.currency,
    freeDays: row.freeDays,
    tiers: parsed.success ? parsed.data.tiers : [],
  };
}

const order = (a: TariffView, b: TariffView): number =>
  a.scope.localeCompare(b.scope) ||
  a.scopeKey.localeCompare(b.scopeKey) ||
  (a.equipmentLength ?? 0) - (b.equipmentLength ?? 0);

/** Each tariff still in use, as its newest version. */
export async function listTariffs(workspaceId: string, today?: string): Promise<TariffView[]> {
  const [rows, day] = await Promise.all([
    db.tariff.findMany({ where: { workspaceId } }),
    today ?? workspaceToday(workspaceId),
  ]);
  return currentVersions(rows)
    .map((row) => toView(row, day))
    .sort(order);
}

/** Every version of one tariff (`id`: the tariff's, or one of its versions'), newest first. */
export async function listTariffVersions(workspaceId: string, id: string, today?: string): Promise<TariffView[]> {
  const versions = await versionsOf(workspaceId, id);
  const day = today ?? (await workspaceToday(workspaceId));
  return versions.map((row) => toView(row, day));
}

async function versionsOf(workspaceId: string, id: string): Promise<TariffRow[]> {
  const one = await db.tariff.findFirst({ where: { workspaceId, OR: [{ tariffId: id }, { id }] } });
  if (!one) throw new AppError("not_found", GONE);
  const rows = await db.tariff.findMany({ where: { workspaceId, tariffId: one.tariffId } });
  return rows.sort(byVersionDesc);
}

export async function createTariff(
  workspaceId: string,
  input: TariffInput,
  author: TariffAuthor = SYSTEM_AUTHOR,
): Promise<TariffView> {
  const equipmentLength = input.equipmentLength ?? null;
  const same = { workspaceId, scope: input.scope, scopeKey: input.scopeKey, equipmentLength };
  const [open, ended, today] = await Promise.all([
    db.tariff.findFirst({ where: { ...same, effectiveTo: null }, select: { id: true } }),
    db.tariff.findFirst({ where: same, orderBy: { effectiveTo: "desc" }, select: { effectiveTo: true } }),
    workspaceToday(workspaceId),
  ]);
  if (open) throw new AppError("conflict", DUPLICATE);
  const from = createStart(input.effectiveFrom, ended?.effectiveTo ? dateOfColumn(ended.effectiveTo) : null);
  const id = crypto.randomUUID();
  const row = await db.tariff
    .create({
      data: {
        id,
        tariffId: id,
        ...same,
        name: input.name,
        currency: input.currency,
        freeDays: input.freeDays,
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

/**
 * Saves the form's whole tariff: new rates make a new version from `input.effectiveFrom` (today when left out),
 * a new name renames every version, and the same tariff again changes nothing. The terminal or line and the
 * size are the tariff itself: another one is a new tariff.
 */
export async function updateTariff(
  workspaceId: string,
  id: string,
  input: TariffInput,
  author: TariffAuthor = SYSTEM_AUTHOR,
): Promise<TariffView> {
  const [versions, today] = await Promise.all([versionsOf(workspaceId, id), workspaceToday(workspaceId)]);
  const newest = versions[0];
  if (!newest) throw new AppError("not_found", GONE);
  if (
    newest.scope !== input.scope ||
    newest.scopeKey !== input.scopeKey ||
    newest.equipmentLength !== (input.equipmentLength === undefined ? newest.equipmentLength : input.equipmentLength)
  )
    throw new AppError(
      "validation_failed",
      "A new version keeps the tariff's terminal or line and size; delete this tariff and add one for the other.",
      { details: [{ path: "scopeKey", message: "Keep the terminal or line of the tariff" }] },
    );
  if (newest.effectiveTo !== null) throw new AppError("not_found", GONE);
  const sameRates =
    newest.currency === input.currency && newest.freeDays === input.freeDays && sameTiers(newest.tiers, input.tiers);
  if (sameRates && newest.name === input.name) return toView(newest, today);
  if (sameRates) {
    await db.tariff.updateMany({ where: { workspaceId, tariffId: newest.tariffId }, data: { name: input.name } });
    return toView({ ...newest, name: input.name }, today);
  }
  const from = editStart(input.effectiveFrom, today, newest);
  const row = await db
    .$transaction(async (tx) => {
      await tx.tariff.updateMany({
        where: {
          workspaceId,
          tariffId: newest.tariffId,
          OR: [{ effectiveTo: null }, { effectiveTo: { gte: dateColumn(from) } }],
        },
        data: { effectiveTo: dateColumn(closedBefore(from)) },
      });
      if (newest.name !== input.name)
        await tx.tariff.updateMany({ where: { workspaceId, tariffId: newest.tariffId }, data: { name: input.name } });
      return tx.tariff.create({
        data: {
          workspaceId,
          tariffId: newest.tariffId,
          version: newest.version + 1,
          scope: newest.scope,
          scopeKey: newest.scopeKey,
          equipmentLength: newest.equipmentLength,
          name: input.name,
          currency: input.currency,
          freeDays: input.freeDays,
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

/** Changes some fields; the merged tariff is validated as a whole and saved as `updateTariff` saves it. */
export async function patchTariff(
  workspaceId: string,
  id: string,
  patch: TariffPatch,
  author: TariffAuthor = SYSTEM_AUTHOR,
): Promise<TariffView> {
  const [newest] = await versionsOf(workspaceId, id);
  if (!newest || newest.effectiveTo !== null) throw new AppError("not_found", GONE);
  const current = {
    scope: newest.scope,
    scopeKey: newest.scopeKey,
    equipmentLength: newest.equipmentLength,
    name: newest.name,
    currency: newest.currency,
    freeDays: newest.freeDays,
    tiers: newest.tiers,
  };
  return updateTariff(workspaceId, newest.tariffId, tariffInputSchema.parse({ ...current, ...patch }), author);
}

/**
 * Ends the tariff after today: its versions stay, each with the days it was in force, so the estimates made with
 * them can still name them. A version that had not begun ends before it begins.
 */
export async function deleteTariff(workspaceId: string, id: string): Promise<void> {
  const [versions, today] = await Promise.all([versionsOf(workspaceId, id), workspaceToday(workspaceId)]);
  const newest = versions[0];
  if (!newest || newest.effectiveTo !== null) throw new AppError("not_found", GONE);
  await db.tariff.updateMany({
    where: {
      workspaceId,
      tariffId: newest.tariffId,
      OR: [{ effectiveTo: null }, { effectiveTo: { gt: dateColumn(today) } }],
    },
    data: { effectiveTo: dateColumn(today) },
  });
  await reevaluateNow(workspaceId, "tariffs");
}
