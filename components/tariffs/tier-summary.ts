import type { TariffTier } from "@/lib/domain/tariff";
import { formatMoney } from "@/lib/shared/format/money";

// Pure. A tariff's tiers in words for its row in Settings: "days 1–4 $150.00/day, from day 5 $300.00/day".
export function tierSummary(tiers: readonly TariffTier[], currency: string): string {
  return [...tiers]
    .sort((a, b) => a.fromDay - b.fromDay)
    .map((tier) => {
      const days =
        tier.toDay === null
          ? `from day ${tier.fromDay}`
          : tier.toDay === tier.fromDay
            ? `day ${tier.fromDay}`
            : `days ${tier.fromDay}–${tier.toDay}`;
      return `${days} ${formatMoney(tier.amountPerDay, currency)}/day`;
    })
    .join(", ");
}
