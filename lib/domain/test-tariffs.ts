import { DEFAULT_CURRENCY } from "./money-sort";
import type { PerDiemTariff } from "./per-diem";
import type { Tariff } from "./tariff";
import type { AppliedTariffs, DemurrageTariffEntry, PerDiemTariffEntry } from "./tariff-match";
import { TARIFF_EPOCH, type TariffVersionInfo } from "./tariff-version";

// Fixtures for tests that need tariffs: rates as one version in force on every day, unless the test says which
// days (a version from a date, a version that ended).

const versionOf = (name: string, overrides: Partial<TariffVersionInfo>): TariffVersionInfo => ({
  tariffId: `${name}-tariff`,
  versionId: `${name}-v1`,
  version: 1,
  name,
  effectiveFrom: TARIFF_EPOCH,
  effectiveTo: null,
  ...overrides,
});

export function testDemurrage(
  rates: Tariff,
  overrides: Partial<TariffVersionInfo & Pick<DemurrageTariffEntry, "scope" | "scopeKey" | "equipmentLength">> = {},
): DemurrageTariffEntry {
  const { scope = "line", scopeKey = "MSCU", equipmentLength = null, ...version } = overrides;
  return { ...rates, ...versionOf("MSCU demurrage", version), scope, scopeKey, equipmentLength };
}

export function testPerDiem(
  rates: PerDiemTariff,
  overrides: Partial<TariffVersionInfo & Pick<PerDiemTariffEntry, "lineScac" | "equipmentLength">> = {},
): PerDiemTariffEntry {
  const { lineScac = "MSCU", equipmentLength = null, ...version } = overrides;
  return { ...rates, ...versionOf("MSCU per diem", version), lineScac, equipmentLength };
}

/** A box's tariffs: the given ones on every day (or as their versions say), in a workspace of `currency`. */
export function testTariffs(
  demurrage: Tariff | DemurrageTariffEntry | null,
  perDiem: PerDiemTariff | PerDiemTariffEntry | null,
  currency = DEFAULT_CURRENCY,
): AppliedTariffs {
  return {
    currency,
    demurrage: demurrage === null ? [] : ["versionId" in demurrage ? demurrage : testDemurrage(demurrage)],
    perDiem: perDiem === null ? [] : ["versionId" in perDiem ? perDiem : testPerDiem(perDiem)],
  };
}
