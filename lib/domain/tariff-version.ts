import { addCalendarDays, type LocalDate } from "./local-date";

// Demurrage and per-diem tariffs are kept as versions (product.md v3, "an amount on day D uses the version in
// force on day D, and says which"). An edit adds a version from a date and closes the one before it the day
// before; a delete ends the tariff's last version. No version's rates are ever rewritten, so every estimate can
// name the version it used, and a past day's estimate still names the version of that day.

/**
 * The first day of every version that was saved before tariffs had versions, and of a new tariff entered without
 * a date: the rates were in force as far back as anything Quayside keeps.
 */
export const TARIFF_EPOCH: LocalDate = "2000-01-01";

/** What a version adds to a tariff's rates: which tariff, which version, and the days it is in force. */
export interface TariffVersionInfo {
  /** The tariff, shared by all its versions. */
  tariffId: string;
  /** This version. */
  versionId: string;
  /** 1, 2, …: the order in which the tariff's versions were made. */
  version: number;
  name: string;
  /** First local day in force. */
  effectiveFrom: LocalDate;
  /** Last local day in force (inclusive); null: open-ended. Before effectiveFrom: superseded before it began. */
  effectiveTo: LocalDate | null;
}

/** What an estimate names: "MSCU demurrage v2". */
export type TariffRef = Pick<TariffVersionInfo, "tariffId" | "versionId" | "version" | "name">;

export function tariffRefOf(version: TariffVersionInfo): TariffRef {
  return { tariffId: version.tariffId, versionId: version.versionId, version: version.version, name: version.name };
}

/** Whether the version is in force on the local date `date` (both ends inclusive). */
export function inForceOn(version: Pick<TariffVersionInfo, "effectiveFrom" | "effectiveTo">, date: LocalDate): boolean {
  return version.effectiveFrom <= date && (version.effectiveTo === null || date <= version.effectiveTo);
}

/**
 * The first day a new version may start: never before `today` (the past is never rewritten) and never before the
 * tariff's newest version starts (versions follow each other). A version from the same day as the newest one
 * supersedes it from its first day.
 */
export function earliestVersionStart(today: LocalDate, newestFrom: LocalDate | null): LocalDate {
  return newestFrom !== null && newestFrom > today ? newestFrom : today;
}

/** The last day of the version before one that starts on `from`. */
export function closedBefore(from: LocalDate): LocalDate {
  return addCalendarDays(from, -1);
}
