// Tiers are typed as "from-to:amount" lines (e.g. "1-4:150" and "5-:300") to keep the tariff forms small;
// shared by the demurrage and per-diem cards.
export type TierValue = { fromDay: number; toDay: number | null; amountPerDay: number };

export const tiersText = (tiers: readonly TierValue[]): string =>
  tiers.map((t) => `${t.fromDay}-${t.toDay ?? ""}:${t.amountPerDay}`).join("\n");

/** The tiers typed, or null when a line does not read as "from-to:amount". */
export function parseTiers(text: string): TierValue[] | null {
  const tiers: TierValue[] = [];
  for (const line of text
    .split(/\n|;/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(\d+)\s*-\s*(\d*)\s*:\s*(\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return null;
    tiers.push({
      fromDay: Number(match[1]),
      toDay: match[2] ? Number(match[2]) : null,
      amountPerDay: Number(match[3]),
    });
  }
  return tiers;
}
