import { DEFAULT_CURRENCY } from "./money-sort";
import type { LocalDate } from "./local-date";
import type { PerDiemTariff } from "./per-diem";
import type { Tariff } from "./tariff";
import { inForceOn, type TariffVersionInfo } from "./tariff-version";

// Which of a workspace's tariff versions applies to a box on a given day. Demurrage: the terminal's own (by FIRMS
// code or the service's terminal id) wins over the line's (by SCAC), and within each a tariff for the box's size
// wins over one for every size. Per diem: the line's tariff for the box's size wins over its tariff for every size.
// Only versions in force on the day count (tariff-version.ts); among equals the lowest version id, as the reports'
// SQL picks (lib/server/reports/tariff-join.ts). None → nothing is estimated (never guessed).

export type DemurrageTariffEntry = Tariff &
  TariffVersionInfo & { scope: "terminal" | "line"; scopeKey: string; equipmentLength: number | null };
export type PerDiemTariffEntry = PerDiemTariff &
  TariffVersionInfo & { lineScac: string; equipmentLength: number | null };

/** The workspace's tariff versions, and its currency: the one a sort by money compares first (default USD). */
export interface TariffBook {
  currency?: string;
  demurrage: readonly DemurrageTariffEntry[];
  perDiem: readonly PerDiemTariffEntry[];
}

export const EMPTY_TARIFF_BOOK: TariffBook = { currency: DEFAULT_CURRENCY, demurrage: [], perDiem: [] };

export interface TariffSubject {
  /** The terminal's FIRMS code and the service's terminal id (either may be null). */
  terminalKeys: readonly (string | null)[];
  lineScac: string | null;
  equipmentLength: number | null;
}

/**
 * The versions that may apply to one box, most specific first: the first of a list in force on a day is the one
 * that applies that day (demurrageOn, perDiemOn). `currency` is the workspace's.
 */
export interface AppliedTariffs {
  currency: string;
  demurrage: readonly DemurrageTariffEntry[];
  perDiem: readonly PerDiemTariffEntry[];
}

export const NO_TARIFFS: AppliedTariffs = { currency: DEFAULT_CURRENCY, demurrage: [], perDiem: [] };

const bySpecificity = <T extends { versionId: string }>(rank: (entry: T) => number) => {
  return (a: T, b: T): number =>
    rank(a) - rank(b) || (a.versionId < b.versionId ? -1 : a.versionId > b.versionId ? 1 : 0);
};

/** 0 = the size's own tariff, 1 = every size; null: not for this box's size. */
function sizeRank(length: number | null, subject: number | null): number | null {
  if (length === null) return 1;
  return length === subject ? 0 : null;
}

export function tariffsFor(book: TariffBook, subject: TariffSubject): AppliedTariffs {
  const keys = subject.terminalKeys.filter((key): key is string => key !== null);
  const demurrageRank = (entry: DemurrageTariffEntry): number | null => {
    const size = sizeRank(entry.equipmentLength, subject.equipmentLength);
    if (size === null) return null;
    if (entry.scope === "terminal") return keys.includes(entry.scopeKey) ? size : null;
    return subject.lineScac !== null && entry.scopeKey === subject.lineScac ? 2 + size : null;
  };
  const perDiemRank = (entry: PerDiemTariffEntry): number | null =>
    subject.lineScac !== null && entry.lineScac === subject.lineScac
      ? sizeRank(entry.equipmentLength, subject.equipmentLength)
      : null;
  const demurrage = book.demurrage.filter((entry) => demurrageRank(entry) !== null);
  const perDiem = book.perDiem.filter((entry) => perDiemRank(entry) !== null);
  return {
    currency: book.currency ?? DEFAULT_CURRENCY,
    demurrage: demurrage.sort(bySpecificity((entry) => demurrageRank(entry) ?? 9)),
    perDiem: perDiem.sort(bySpecificity((entry) => perDiemRank(entry) ?? 9)),
  };
}

/** The demurrage tariff version that applies to the box on the local date `date`, if any. */
export function demurrageOn(applied: AppliedTariffs, date: LocalDate): DemurrageTariffEntry | null {
  return applied.demurrage.find((entry) => inForceOn(entry, date)) ?? null;
}

/** The per-diem tariff version that applies to the box on the local date `date`, if any. */
export function perDiemOn(applied: AppliedTariffs, date: LocalDate): PerDiemTariffEntry | null {
  return applied.perDiem.find((entry) => inForceOn(entry, date)) ?? null;
}

export function demurrageTariffFor(
  book: TariffBook,
  subject: TariffSubject,
  date: LocalDate,
): DemurrageTariffEntry | null {
  return demurrageOn(tariffsFor(book, subject), date);
}

export function perDiemTariffFor(
  book: TariffBook,
  subject: Pick<TariffSubject, "lineScac" | "equipmentLength">,
  date: LocalDate,
): PerDiemTariffEntry | null {
  return perDiemOn(tariffsFor(book, { ...subject, terminalKeys: [] }), date);
}
