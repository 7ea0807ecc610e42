import type { ChargeClock } from "@/lib/domain/incurred-days";
import type { IncurredFigure, IncurredKind, IncurredVersionShare } from "@/lib/domain/incurred-money";

import { shortDayText } from "./date";
import { formatMoney, type MoneyOptions } from "./money";
import { countText, formatCount } from "./number";

// Money incurred for people (drawer, board card, daily report): every figure says it is an estimate, which tariff
// versions priced it and the chargeable days it counts: "$420.00 · 3 days, Nov 7 – Nov 9 · MSCU demurrage v1 day 1,
// v2 days 2–3".

/** Whose tariff priced it says the kind: a line's (demurrage), a terminal's (storage), per diem when out. */
export const INCURRED_KIND_LABEL: Record<IncurredKind, string> = {
  demurrage: "Demurrage (line)",
  storage: "Storage (terminal)",
  per_diem: "Per diem",
};

export const CLOCK_LABEL: Record<ChargeClock, string> = { terminal: "at the terminal", out: "out (per diem)" };

/** "day 1", "days 2–3". */
export function dayNumbersText(first: number, last: number): string {
  return first === last ? `day ${formatCount(first)}` : `days ${formatCount(first)}–${formatCount(last)}`;
}

/** "Nov 7", "Nov 7 – Nov 9". */
export function daySpanText(from: string, to: string): string {
  return from === to ? shortDayText(from) : `${shortDayText(from)} – ${shortDayText(to)}`;
}

/** "MSCU demurrage v1 day 1, v2 days 2–3": each version and the day numbers it priced, the tariff named once. */
export function versionSharesText(versions: readonly IncurredVersionShare[]): string {
  let previous: string | null = null;
  return versions
    .map((share) => {
      const name = share.tariff.name === previous ? "" : `${share.tariff.name} `;
      previous = share.tariff.name;
      return `${name}v${share.tariff.version} ${dayNumbersText(share.firstDay, share.lastDay)}`;
    })
    .join(", ");
}

/** "3 days, Nov 7 – Nov 9". */
export function figureDaysText(figure: Pick<IncurredFigure, "days" | "from" | "to">): string {
  return `${countText(figure.days, "day")}, ${daySpanText(figure.from, figure.to)}`;
}

/** "$420.00 · 3 days, Nov 7 – Nov 9 · MSCU demurrage v1 day 1, v2 days 2–3". */
export function incurredFigureText(figure: IncurredFigure, options: MoneyOptions = {}): string {
  return `${formatMoney(figure.amount, figure.currency, options)} · ${figureDaysText(figure)} · ${versionSharesText(figure.versions)}`;
}
