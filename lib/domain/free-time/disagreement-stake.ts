import { addCalendarDays, type LocalDate } from "../local-date";
import { dailyCharge } from "../tariff";
import { demurrageOn, type AppliedTariffs } from "../tariff-match";
import { tariffRefOf, type TariffRef } from "../tariff-version";

import type { LfdDisagreement } from "./box-free-time";

// What an LFD disagreement puts at stake (product.md: "a reported LFD earlier than the calculated one is the
// disagreement that costs money"): the days after the reported LFD up to the calculated one are charged under the
// reported LFD though the rule grants them free. Each is estimated at the demurrage rate of its own day number past
// the reported LFD, from the tariff version in force on its date (as money at risk counts a day). Amounts stay per
// currency. A reported LFD later than the calculated one charges nothing more than the rule would: no stake.

export interface StakeDay {
  date: LocalDate;
  /** The chargeable day number past the reported LFD. */
  day: number;
  currency: string;
  amount: number;
  tariff: TariffRef;
}

export interface DisagreementStake {
  byCurrency: Record<string, number>;
  days: StakeDay[];
  estimate: true;
}

/** Null when the reported LFD is the later one, or no demurrage tariff covers any of the days. */
export function disagreementStake(disagreement: LfdDisagreement, tariffs: AppliedTariffs): DisagreementStake | null {
  if (disagreement.direction !== "reported_earlier") return null;
  const days: StakeDay[] = [];
  const byCurrency: Record<string, number> = {};
  for (let day = 1; day <= disagreement.days; day += 1) {
    const date = addCalendarDays(disagreement.reported, day);
    const version = demurrageOn(tariffs, date);
    if (!version) continue;
    const amount = dailyCharge(version, day);
    days.push({ date, day, currency: version.currency, amount, tariff: tariffRefOf(version) });
    byCurrency[version.currency] = Math.round(((byCurrency[version.currency] ?? 0) + amount) * 100) / 100;
  }
  return days.length === 0 ? null : { byCurrency, days, estimate: true };
}
