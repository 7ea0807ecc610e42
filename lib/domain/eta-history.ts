// The history of a shipment's ETA at the port of discharge (so of each of its boxes): every distinct ETA the
// service reported, with when it was first seen. The service reports the current ETA only (and the first one,
// pod_original_eta_at), so Quayside keeps the rest: a sighting is added when the ETA differs from the latest one
// kept and the observation is not older than it. An observation without an ETA adds nothing (the line said
// nothing new), and an ETA that moves back to an earlier value is a move like any other: A → B → A is three.
// The service stamps its notifications to the second while a read is stamped by the clock to the millisecond, so
// two observations within one second cannot be ordered: neither is older, and the history keeps them in the order
// they were kept.

export type EtaSighting = { etaAt: Date; seenAt: Date };

const second = (at: Date): number => Math.floor(at.getTime() / 1000);
export type EtaReport = { etaAt: Date | null; seenAt: Date };

/** Whether `reported` adds to a history whose latest sighting is `latest` (null: none kept yet). */
export function isNewSighting(latest: EtaSighting | null, reported: EtaReport): reported is EtaSighting {
  if (reported.etaAt === null) return false;
  if (latest === null) return true;
  if (second(reported.seenAt) < second(latest.seenAt)) return false;
  return reported.etaAt.getTime() !== latest.etaAt.getTime();
}

/** The sightings that reports (in any order) add after `latest`: taken in the order they were seen. */
export function newSightings(latest: EtaSighting | null, reports: readonly EtaReport[]): EtaSighting[] {
  const added: EtaSighting[] = [];
  let last = latest;
  for (const report of [...reports].sort((a, b) => a.seenAt.getTime() - b.seenAt.getTime())) {
    if (!isNewSighting(last, report)) continue;
    added.push(report);
    last = report;
  }
  return added;
}

/** A sighting with how far it moved the ETA from the one before it (ms, later > 0); null for the first. */
export type EtaMove = { etaAt: string; seenAt: string; movedMs: number | null };

/**
 * The history (oldest first, in the order it was kept) newest first, each with its move from the sighting before
 * it. A repeat of the ETA before it (two writers that read the same latest sighting at once) is left out: it moved
 * nothing.
 */
export function etaMoves(history: readonly { etaAt: string; seenAt: string }[]): EtaMove[] {
  const moves: EtaMove[] = [];
  for (const entry of history) {
    const before = moves[moves.length - 1];
    const movedMs = before ? Date.parse(entry.etaAt) - Date.parse(before.etaAt) : null;
    if (movedMs !== 0) moves.push({ etaAt: entry.etaAt, seenAt: entry.seenAt, movedMs });
  }
  return moves.reverse();
}
