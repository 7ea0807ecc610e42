import type { LensKey } from "./lens-keys";

// The ETA the board sorts and filters arriving boxes by (product.md: "On rail · Arriving: not yet discharged, ETA
// within 7 days first"). A box in the Arriving card carries its shipment's ETA at the port, or, once its vessel is
// in and the box waits for discharge, the vessel's actual arrival (it is the soonest to come, and the board shows
// "arrived Nov 26" for it); once discharged it carries none. Sorting by it lists what is still coming, soonest
// first, and everything else after. Stored by the evaluation (arrival_eta_at) with its lenses, so the sort and the
// window read one index.

export function arrivalEtaOf(
  lenses: readonly LensKey[],
  podEtaAt: string | null,
  podArrivedAt: string | null = null,
): string | null {
  return lenses.includes("arriving") ? (podArrivedAt ?? podEtaAt) : null;
}

/** The windows the board offers for "ETA within N days". */
export const ETA_WINDOW_DAYS = [1, 3, 7, 14, 30] as const;
/** The widest window a query may ask for. */
export const MAX_ETA_WINDOW_DAYS = 90;

/**
 * "Arriving within N days": boxes still to arrive whose ETA is before now + N days. An ETA already past is in
 * every window: the vessel is late, not gone, and is the first to come.
 */
export function etaWindowEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}
