import { addAmounts, type AmountsByCurrency } from "./fees";
import type { ChargeableDay, ChargeClock } from "./incurred-days";
import type { LocalDate } from "./local-date";
import { dailyCharge } from "./tariff";
import { demurrageOn, perDiemOn, type AppliedTariffs } from "./tariff-match";
import { tariffRefOf, type TariffRef } from "./tariff-version";

// Money incurred to date (product.md v3, the ledger: "incurred to date (chargeable days × the rate in force)"):
// for every chargeable day a box's day records hold (incurred-days.ts), the rate of the tariff version in force
// on that day's own date, at that day's number in the version's tiers. Always an estimate from the tariffs, kept
// beside the fees the terminal posts, never mixed with them.
// - Kind: a day at the terminal is storage when a terminal's tariff prices it and demurrage when a line's does
//   (the terminal's tariff wins where both apply, tariff-match.ts); a day out is per diem.
// - Per currency: amounts in two currencies are never added; one kind can span two when a new version of its
//   tariff changed currency.
// - A chargeable day no tariff version covers is counted apart (unpriced), never guessed.

export const INCURRED_KINDS = ["demurrage", "storage", "per_diem"] as const;
export type IncurredKind = (typeof INCURRED_KINDS)[number];

/** One chargeable day, priced (or not) by the version in force on its date. */
export interface IncurredDay {
  date: LocalDate;
  kind: IncurredKind;
  /** The chargeable day number the rate is read at (1 = the first day after the LFD or return-by). */
  day: number;
  /** Null: no tariff version covers this day. */
  priced: { currency: string; amount: number; tariff: TariffRef } | null;
}

/** The days one tariff version priced within a figure: "MSCU demurrage v2, days 5–7". */
export interface IncurredVersionShare {
  tariff: TariffRef;
  days: number;
  firstDay: number;
  lastDay: number;
  from: LocalDate;
  to: LocalDate;
  amount: number;
}

/** What one kind incurred in one currency, and from which versions. */
export interface IncurredFigure {
  kind: IncurredKind;
  currency: string;
  amount: number;
  days: number;
  from: LocalDate;
  to: LocalDate;
  versions: IncurredVersionShare[];
}

export interface IncurredMoney {
  /** Per kind and currency, in INCURRED_KINDS order, then by currency code. */
  figures: IncurredFigure[];
  /** Per currency over every kind (amounts of one currency add; two currencies never do). */
  byCurrency: AmountsByCurrency;
  /** Every chargeable day, oldest first. */
  days: IncurredDay[];
  /** Chargeable days no tariff version covers, per clock. */
  unpriced: { clock: ChargeClock; days: number }[];
  estimate: true;
}

export const NO_INCURRED: IncurredMoney = { figures: [], byCurrency: {}, days: [], unpriced: [], estimate: true };

function priceOf(day: ChargeableDay, tariffs: AppliedTariffs): IncurredDay {
  if (day.clock === "out") {
    const version = perDiemOn(tariffs, day.date);
    return {
      date: day.date,
      kind: "per_diem",
      day: day.day,
      priced: version
        ? { currency: version.currency, amount: dailyCharge(version, day.day), tariff: tariffRefOf(version) }
        : null,
    };
  }
  const version = demurrageOn(tariffs, day.date);
  return {
    date: day.date,
    kind: version?.scope === "terminal" ? "storage" : "demurrage",
    day: day.day,
    priced: version
      ? { currency: version.currency, amount: dailyCharge(version, day.day), tariff: tariffRefOf(version) }
      : null,
  };
}

const sum = (amounts: readonly { currency: string; amount: number }[]): AmountsByCurrency =>
  addAmounts(amounts.map((part) => ({ [part.currency]: part.amount })));

/** The money a box's chargeable days incurred, each at the rate in force on its own date. */
export function incurredMoney(days: readonly ChargeableDay[], tariffs: AppliedTariffs): IncurredMoney {
  if (days.length === 0) return NO_INCURRED;
  const priced = [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.clock < b.clock ? -1 : 1))
    .map((day) => priceOf(day, tariffs));
  const figures = new Map<string, IncurredFigure>();
  const unpriced = new Map<ChargeClock, number>();
  for (const day of priced) {
    if (!day.priced) {
      const clock: ChargeClock = day.kind === "per_diem" ? "out" : "terminal";
      unpriced.set(clock, (unpriced.get(clock) ?? 0) + 1);
      continue;
    }
    const { currency, amount, tariff } = day.priced;
    const key = `${day.kind}|${currency}`;
    const figure = figures.get(key) ?? {
      kind: day.kind,
      currency,
      amount: 0,
      days: 0,
      from: day.date,
      to: day.date,
      versions: [],
    };
    figures.set(key, figure);
    figure.amount =
      sum([
        { currency, amount: figure.amount },
        { currency, amount },
      ])[currency] ?? 0;
    figure.days += 1;
    figure.to = day.date;
    const last = figure.versions[figure.versions.length - 1];
    if (last && last.tariff.versionId === tariff.versionId) {
      last.days += 1;
      last.lastDay = day.day;
      last.to = day.date;
      last.amount =
        sum([
          { currency, amount: last.amount },
          { currency, amount },
        ])[currency] ?? 0;
    } else
      figure.versions.push({
        tariff,
        days: 1,
        firstDay: day.day,
        lastDay: day.day,
        from: day.date,
        to: day.date,
        amount,
      });
  }
  const ordered = [...figures.values()].sort(
    (a, b) => INCURRED_KINDS.indexOf(a.kind) - INCURRED_KINDS.indexOf(b.kind) || (a.currency < b.currency ? -1 : 1),
  );
  return {
    figures: ordered,
    byCurrency: sum(ordered),
    days: priced,
    unpriced: [...unpriced].map(([clock, count]) => ({ clock, days: count })),
    estimate: true,
  };
}

/** The figures of some kinds only, per currency (the Past LFD card: what the boxes incurred at the terminal). */
export function incurredByCurrency(money: IncurredMoney, kinds: readonly IncurredKind[]): AmountsByCurrency {
  return sum(money.figures.filter((figure) => kinds.includes(figure.kind)));
}
