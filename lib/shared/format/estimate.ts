import type { MoneyAtRiskPart } from "@/lib/domain/money-at-risk";
import { TARIFF_EPOCH, type TariffVersionInfo } from "@/lib/domain/tariff-version";

import { dayText } from "./date";
import { formatMoney, type MoneyOptions } from "./money";
import { formatCount } from "./number";

// An estimate names what made it (product.md v3): the tariff, its version and the chargeable day the amount is
// for, "$150 · MSCU demurrage v2 · day 6", wherever a person reads one (board, drawer, daily report).

export type EstimateSource = Pick<MoneyAtRiskPart, "day" | "tariff">;

/** "MSCU demurrage v2 · day 6". */
export function estimateSourceText(part: EstimateSource): string {
  return `${part.tariff.name} v${part.tariff.version} · day ${formatCount(part.day)}`;
}

/** "$150 · MSCU demurrage v2 · day 6": one amount in its own currency, with the version and day it is for. */
export function estimateText(
  part: EstimateSource & Pick<MoneyAtRiskPart, "amount" | "currency">,
  options: MoneyOptions = {},
): string {
  return `${formatMoney(part.amount, part.currency, options)} · ${estimateSourceText(part)}`;
}

/**
 * The days a tariff version is in force: "Nov 28 – Dec 3", "from Nov 28", "from the start" (a version saved
 * before versions were kept, or without a date), "replaced before it began".
 */
export function versionPeriodText(version: Pick<TariffVersionInfo, "effectiveFrom" | "effectiveTo">): string {
  // Version dates are the workspace clock's UTC dates (lib/server/reports/tariff-versions.ts).
  const from = version.effectiveFrom <= TARIFF_EPOCH ? null : dayText(version.effectiveFrom, "UTC");
  if (version.effectiveTo === null) return from ? `from ${from}` : "from the start";
  if (version.effectiveTo < version.effectiveFrom) return "replaced before it began";
  const to = dayText(version.effectiveTo, "UTC");
  return from ? `${from} – ${to}` : `until ${to}`;
}
