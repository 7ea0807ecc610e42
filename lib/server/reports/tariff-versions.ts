import "server-only";

import { addCalendarDays, localDateOf, type LocalDate } from "@/lib/domain/local-date";
import { earliestVersionStart, inForceOn, TARIFF_EPOCH } from "@/lib/domain/tariff-version";
import { Prisma } from "@/lib/generated/prisma/client";
import { workspaceNow } from "@/lib/server/work/workspace-now";
import { AppError } from "@/lib/shared/app-error";
import { dayText as zonedDayText } from "@/lib/shared/format/date";
import type { SessionUser } from "@/lib/shared/session-api";
import type { TariffVersionView } from "@/lib/shared/settings-api";

// What the demurrage and per-diem tariff stores share: the versions of one tariff as rows (tariff-version.ts),
// which of them the settings list shows, when a new version may start, and who made it.

export type TariffAuthor = { id: string | null; label: string };
/** A version made by no person (tests, seeds): it names nobody. */
export const SYSTEM_AUTHOR: TariffAuthor = { id: null, label: "" };

export function authorOf(user: SessionUser): TariffAuthor {
  return { id: user.id, label: user.name ?? user.email };
}

/** Today at the workspace's clock (the simulator's in simulated mode), as a UTC date, as free-time rules read it. */
export async function workspaceToday(workspaceId: string): Promise<LocalDate> {
  return localDateOf(await workspaceNow(workspaceId), "UTC")?.date ?? TARIFF_EPOCH;
}

/** Dates in messages are the workspace clock's UTC dates, as `workspaceToday`. */
const dayText = (date: LocalDate): string => zonedDayText(date, "UTC");

/** A local date as a `date` column holds it (midnight UTC), and back. */
export const dateColumn = (date: LocalDate): Date => new Date(`${date}T00:00:00Z`);
export const dateOfColumn = (date: Date): LocalDate => date.toISOString().slice(0, 10);

/** The columns every tariff version row has. */
export type VersionRow = {
  id: string;
  tariffId: string;
  version: number;
  name: string;
  effectiveFrom: Date;
  effectiveTo: Date | null;
  createdByLabel: string;
  createdAt: Date;
  updatedAt: Date;
};

export function versionView(row: VersionRow, today: LocalDate): TariffVersionView {
  const version = {
    tariffId: row.tariffId,
    versionId: row.id,
    version: row.version,
    name: row.name,
    effectiveFrom: dateOfColumn(row.effectiveFrom),
    effectiveTo: row.effectiveTo ? dateOfColumn(row.effectiveTo) : null,
  };
  return {
    ...version,
    id: row.tariffId,
    inForce: inForceOn(version, today),
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each tariff's newest version, for the tariffs still in use: a deleted tariff's last version has ended. */
export function currentVersions<Row extends VersionRow>(rows: readonly Row[]): Row[] {
  const newest = new Map<string, Row>();
  for (const row of rows) {
    const seen = newest.get(row.tariffId);
    if (!seen || row.version > seen.version) newest.set(row.tariffId, row);
  }
  return [...newest.values()].filter((row) => row.effectiveTo === null);
}

/** Versions newest first. */
export const byVersionDesc = (a: VersionRow, b: VersionRow): number => b.version - a.version;

/**
 * The first day of an edit's version: the day asked for, never before today (the past is never rewritten, so an
 * earlier date starts today) and never before the tariff's newest version starts; left out, the first day both
 * allow.
 */
export function editStart(requested: LocalDate | undefined, today: LocalDate, newest: VersionRow): LocalDate {
  const newestFrom = dateOfColumn(newest.effectiveFrom);
  const earliest = earliestVersionStart(today, newestFrom);
  if (requested === undefined) return earliest;
  const from = requested < today ? today : requested;
  if (from < earliest)
    throw new AppError(
      "validation_failed",
      `This tariff has a version from ${dayText(newestFrom)}: start the new one on ${dayText(newestFrom)} or later.`,
      { details: [{ path: "effectiveFrom", message: `Start on ${dayText(newestFrom)} or later` }] },
    );
  return from;
}

/**
 * The first day of a new tariff: the day asked for, or as far back as anything is kept; in either case after the
 * last day of any earlier tariff for the same boxes (`endedThrough`), which stays the evidence of its days.
 */
export function createStart(requested: LocalDate | undefined, endedThrough: LocalDate | null): LocalDate {
  const after = endedThrough === null ? null : addCalendarDays(endedThrough, 1);
  if (requested === undefined) return after !== null && after > TARIFF_EPOCH ? after : TARIFF_EPOCH;
  if (after !== null && requested < after)
    throw new AppError(
      "conflict",
      `An earlier tariff for these boxes was in force through ${dayText(endedThrough ?? after)}: start this one on ${dayText(after)} or later.`,
      { details: [{ path: "effectiveFrom", message: `Start on ${dayText(after)} or later` }] },
    );
  return requested;
}

/** A unique violation of the open-version index: another tariff already covers these boxes. */
export function duplicateAs(message: string) {
  return (error: unknown): never => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", message);
    throw error;
  };
}

/** Tiers compared as a ladder (in day order), so the same rates entered in another order are not a change. */
export function sameTiers(a: unknown, b: unknown): boolean {
  const ladder = (tiers: unknown) =>
    Array.isArray(tiers)
      ? JSON.stringify(
          [...(tiers as { fromDay?: number; toDay?: number | null; amountPerDay?: number }[])]
            .map((tier) => [tier.fromDay ?? 0, tier.toDay ?? null, tier.amountPerDay ?? 0])
            .sort((x, y) => Number(x[0]) - Number(y[0])),
        )
      : "";
  return ladder(a) === ladder(b);
}
