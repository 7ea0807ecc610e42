import type { TariffTier } from "@/lib/domain/tariff";

// Pure. A tariff's tiers as the form edits them: one row per tier with its three fields as typed, so a
// half-typed number is kept until it is saved. Day 1 is the first chargeable day (after the LFD for demurrage,
// after return-by for per diem); an empty "to" is open-ended.

export type TierRow = { key: number; fromDay: string; toDay: string; amountPerDay: string };
export type TierField = "fromDay" | "toDay" | "amountPerDay";
export type TierProblem = { row: number; field: TierField; message: string };

let nextKey = 1;
const keyed = (row: Omit<TierRow, "key">): TierRow => ({ key: nextKey++, ...row });

export function rowsOfTiers(tiers: readonly TariffTier[]): TierRow[] {
  return tiers.map((tier) =>
    keyed({
      fromDay: String(tier.fromDay),
      toDay: tier.toDay === null ? "" : String(tier.toDay),
      amountPerDay: String(tier.amountPerDay),
    }),
  );
}

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,4})?$/;

/** The rows as tiers, or the first row and field that does not read as a number, said in words. */
export function tiersOfRows(rows: readonly TierRow[]): { tiers: TariffTier[] } | { problem: TierProblem } {
  const tiers: TariffTier[] = [];
  for (const [row, typed] of rows.entries()) {
    const fromDay = typed.fromDay.trim();
    const toDay = typed.toDay.trim();
    const amount = typed.amountPerDay.trim().replace(/,/g, "");
    if (!WHOLE.test(fromDay))
      return { problem: { row, field: "fromDay", message: "Enter the first day as a whole number, such as 1" } };
    if (toDay !== "" && !WHOLE.test(toDay))
      return {
        problem: {
          row,
          field: "toDay",
          message: "Enter the last day as a whole number, or leave it empty for every day after",
        },
      };
    if (!AMOUNT.test(amount))
      return {
        problem: { row, field: "amountPerDay", message: "Enter the amount per day as a number, such as 150 or 87.50" },
      };
    tiers.push({ fromDay: Number(fromDay), toDay: toDay === "" ? null : Number(toDay), amountPerDay: Number(amount) });
  }
  return { tiers };
}

/**
 * A new tier after the last: it starts the day after the last one ends. An open-ended last tier is closed
 * first (one day long), since only the last tier may run on for ever.
 */
export function addTierRow(rows: readonly TierRow[]): TierRow[] {
  const last = rows.at(-1);
  if (!last) return [keyed({ fromDay: "1", toDay: "", amountPerDay: "" })];
  const from = Number(last.fromDay) || 1;
  const closedTo = last.toDay.trim() === "" ? from : Number(last.toDay) || from;
  const closed = { ...last, toDay: String(closedTo) };
  return [
    ...rows.slice(0, -1),
    closed,
    keyed({ fromDay: String(closedTo + 1), toDay: "", amountPerDay: last.amountPerDay }),
  ];
}

export function removeTierRow(rows: readonly TierRow[], key: number): TierRow[] {
  return rows.filter((row) => row.key !== key);
}

export function editTierRow(rows: readonly TierRow[], key: number, field: TierField, value: string): TierRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
}

/** A validation issue's path (["tiers", 1, "toDay"]) as the row and field it names; other paths are not a tier's. */
export function tierProblemOf(path: readonly PropertyKey[], message: string): TierProblem | null {
  if (path[0] !== "tiers" || typeof path[1] !== "number") return null;
  const field = path[2];
  return {
    row: path[1],
    field: field === "fromDay" || field === "amountPerDay" ? field : "toDay",
    message,
  };
}
