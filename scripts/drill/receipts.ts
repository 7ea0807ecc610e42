// Pure: what a receiver's log of requests says about sending twice. A delivery id received again while its
// earlier request is still open is the same delivery sent twice at once (two workers holding one claim); one
// received again after the earlier request ended is a retry. And the most requests open at once on a path.

export type Receipt = { path: string; id: string; at: number; closedAt: number | null };

/** Receipts that arrived while an earlier receipt of the same id was still open. */
export function overlappingReceipts(receipts: readonly Receipt[]): number {
  const byId = new Map<string, Receipt[]>();
  for (const receipt of receipts) byId.set(receipt.id, [...(byId.get(receipt.id) ?? []), receipt]);
  let count = 0;
  for (const list of byId.values()) {
    const sorted = [...list].sort((x, y) => x.at - y.at);
    for (let i = 1; i < sorted.length; i += 1) {
      const current = sorted[i];
      if (current && sorted.slice(0, i).some((earlier) => earlier.closedAt === null || current.at < earlier.closedAt))
        count += 1;
    }
  }
  return count;
}

/** The most receipts on paths starting with `prefix` that were open at the same moment. */
export function mostOpenAtOnce(receipts: readonly Receipt[], prefix: string): number {
  const list = receipts.filter((receipt) => receipt.path.startsWith(prefix));
  return Math.max(
    0,
    ...list.map(
      (receipt) =>
        list.filter((other) => other.at <= receipt.at && (other.closedAt === null || other.closedAt > receipt.at))
          .length,
    ),
  );
}
