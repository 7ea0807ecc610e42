// Money is never compared across currencies (product.md v3: "a sort by money compares within one currency (the
// workspace's) first"). A box's amounts sort by one key of three parts: the workspace's currency before any other
// (rank), then the other currencies apart, each by its code, and only then the amount, within one currency. So in
// a USD workspace ¥10,000 never outranks $150: every dollar amount comes first, and the yen amounts follow,
// ordered among themselves.

/** The workspace currency a workspace has until an admin picks another. */
export const DEFAULT_CURRENCY = "USD";

export const MONEY_RANKS = { workspace: 0, other: 1, none: 2 } as const;

export interface MoneySortKey {
  /** 0: the workspace's currency, 1: another. */
  rank: number;
  currency: string;
  amount: number;
}

/**
 * The amount a box sorts by: its amount in the workspace currency when it has one, else the amount of the other
 * currency whose code comes first. Null when it has no amount at all.
 */
export function moneySortKey(
  byCurrency: Readonly<Record<string, number>>,
  workspaceCurrency: string,
): MoneySortKey | null {
  const own = byCurrency[workspaceCurrency];
  if (own !== undefined) return { rank: MONEY_RANKS.workspace, currency: workspaceCurrency, amount: own };
  const [first] = Object.keys(byCurrency).sort();
  const amount = first === undefined ? undefined : byCurrency[first];
  return first === undefined || amount === undefined ? null : { rank: MONEY_RANKS.other, currency: first, amount };
}

/** Most money first within a currency; the workspace's currency first; none last. */
export function compareMoney(a: MoneySortKey | null, b: MoneySortKey | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  return b.amount - a.amount;
}
