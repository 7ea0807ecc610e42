import type { PerDiemTariff } from "./per-diem";
import type { Tariff } from "./tariff";

// Which of a workspace's tariffs applies to a box. Demurrage: the terminal's own (by FIRMS code or the
// service's terminal id) wins over the line's (by SCAC). Per diem: the line's tariff for the box's size wins
// over the line's tariff for every size. None → nothing is estimated (never guessed).

export type DemurrageTariffEntry = Tariff & { scope: "terminal" | "line"; scopeKey: string };
export type PerDiemTariffEntry = PerDiemTariff & { lineScac: string; equipmentLength: number | null };

export interface TariffBook {
  demurrage: readonly DemurrageTariffEntry[];
  perDiem: readonly PerDiemTariffEntry[];
}

export const EMPTY_TARIFF_BOOK: TariffBook = { demurrage: [], perDiem: [] };

export interface TariffSubject {
  /** The terminal's FIRMS code and the service's terminal id (either may be null). */
  terminalKeys: readonly (string | null)[];
  lineScac: string | null;
  equipmentLength: number | null;
}

export interface AppliedTariffs {
  demurrage: Tariff | null;
  perDiem: PerDiemTariff | null;
}

export function demurrageTariffFor(book: TariffBook, subject: TariffSubject): Tariff | null {
  const keys = subject.terminalKeys.filter((key): key is string => key !== null);
  const byTerminal = book.demurrage.find((tariff) => tariff.scope === "terminal" && keys.includes(tariff.scopeKey));
  if (byTerminal) return byTerminal;
  return subject.lineScac === null
    ? null
    : (book.demurrage.find((tariff) => tariff.scope === "line" && tariff.scopeKey === subject.lineScac) ?? null);
}

export function perDiemTariffFor(
  book: TariffBook,
  subject: Pick<TariffSubject, "lineScac" | "equipmentLength">,
): PerDiemTariff | null {
  if (subject.lineScac === null) return null;
  const line = book.perDiem.filter((tariff) => tariff.lineScac === subject.lineScac);
  const sized =
    subject.equipmentLength === null
      ? undefined
      : line.find((tariff) => tariff.equipmentLength === subject.equipmentLength);
  return sized ?? line.find((tariff) => tariff.equipmentLength === null) ?? null;
}

export function tariffsFor(book: TariffBook, subject: TariffSubject): AppliedTariffs {
  return { demurrage: demurrageTariffFor(book, subject), perDiem: perDiemTariffFor(book, subject) };
}
