// The bands the reports group by, with their bounds: the SQL that sorts boxes into them
// (lib/server/sql/report-band-sql.ts) and the charts that draw them read these, never their own copy.

/** Whole terminal-local days since a box's LFD; each band holds the days up to `upTo` (null: every day beyond). */
export const PAST_LFD_BANDS = [
  { label: "1 day", upTo: 1 },
  { label: "2 days", upTo: 2 },
  { label: "3 days", upTo: 3 },
  { label: "4–7 days", upTo: 7 },
  { label: "8–14 days", upTo: 14 },
  { label: "15+ days", upTo: null },
] as const satisfies readonly { label: string; upTo: number | null }[];

/** How long an active hold has been on; each band holds the ages under `belowDays` (null: every age beyond). */
export const HOLD_AGE_BANDS = [
  { label: "< 1 day", belowDays: 1 },
  { label: "1–2 days", belowDays: 2 },
  { label: "2–4 days", belowDays: 4 },
  { label: "4–7 days", belowDays: 7 },
  { label: "7+ days", belowDays: null },
] as const satisfies readonly { label: string; belowDays: number | null }[];

export type PastLfdBand = (typeof PAST_LFD_BANDS)[number]["label"];
export type HoldAgeBand = (typeof HOLD_AGE_BANDS)[number]["label"];

export const PAST_BANDS: readonly PastLfdBand[] = PAST_LFD_BANDS.map((band) => band.label);
export const AGE_BANDS: readonly HoldAgeBand[] = HOLD_AGE_BANDS.map((band) => band.label);

/** The band of a box `daysPast` days after its LFD (a box the bucket calls past is at least one day past). */
export function pastLfdBandOf(daysPast: number): PastLfdBand {
  return (PAST_LFD_BANDS.find((band) => band.upTo === null || daysPast <= band.upTo) ?? PAST_LFD_BANDS[5]).label;
}

/** The band of a hold on for `hours`. */
export function holdAgeBandOf(hours: number): HoldAgeBand {
  return (HOLD_AGE_BANDS.find((band) => band.belowDays === null || hours < band.belowDays * 24) ?? HOLD_AGE_BANDS[4])
    .label;
}
