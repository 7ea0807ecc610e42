// Dedupe keys name a fact, so deriving it again (another worker, a retry, a redelivered webhook) inserts
// nothing: the database holds one row per key (INSERT … ON CONFLICT DO NOTHING).
//
// Kinds that can flap (a hold on, off, on; ready, not, ready; an LFD A → B → A) are also cooled per box, kind
// and subject (the hold's name, the LFD's source): once told, the same kind about the same subject of the same
// box is not told again until `cooldownMinutes` after the last telling. The window slides from the last
// telling, so a flap across a clock edge is still told once. A change held back is not dropped: its
// subject keeps the value last told, and when the cool-down ends the box is looked at again and the net
// change (if any is left) is told then, so nobody is left believing a state that flapped back.

// A box is named by its container number, never by its cache row's id: a resync or an account key saved again
// makes new rows for the same boxes, and what was told about them must not be told again.
export function boxKey(kind: string, containerNumber: string, ...parts: (string | number)[]): string {
  return [kind, containerNumber, ...parts].join(":");
}

/** The key a cool-down is kept under, per kind and subject ("hold_placed:customs", "lfd_changed:terminal"). */
export function cooldownKey(kind: string, subject?: string): string {
  return subject === undefined ? kind : `${kind}:${subject}`;
}

/** When the cool-down of a kind last told at `toldAt` (ISO) ends. */
export function cooldownEnds(toldAt: string, cooldownMinutes: number): Date {
  return new Date(Date.parse(toldAt) + Math.max(0, cooldownMinutes) * 60_000);
}

export type CooldownLedger = {
  /** May `key` be told at the ledger's `now`? When not, the ledger remembers when it may (see recheckAt). */
  mayTell: (key: string) => boolean;
  /** `key` was told at `now`. */
  record: (key: string) => void;
  /** Last-told instants still cooling at `now` (expired ones are dropped: they no longer hold anything back). */
  told: () => Record<string, string>;
  /** The earliest end of a cool-down that held a change back, or null when none did. */
  recheckAt: () => string | null;
};

/** A box's cool-downs for one look, from the last-told instants stored with it. */
export function cooldownLedger(
  lastTold: Readonly<Record<string, string>>,
  now: Date,
  cooldownMinutes: number,
): CooldownLedger {
  const told: Record<string, string> = { ...lastTold };
  let recheck: number | null = null;
  // A telling after `now` means the workspace's clock went back (a simulated world restarted): it holds nothing.
  const endsAt = (key: string): number | null => {
    const at = told[key];
    const toldAt = at === undefined ? Number.NaN : Date.parse(at);
    return at === undefined || Number.isNaN(toldAt) || toldAt > now.getTime()
      ? null
      : cooldownEnds(at, cooldownMinutes).getTime();
  };
  return {
    mayTell: (key) => {
      const ends = endsAt(key);
      if (ends === null || ends <= now.getTime()) return true;
      recheck = recheck === null ? ends : Math.min(recheck, ends);
      return false;
    },
    record: (key) => {
      told[key] = now.toISOString();
    },
    told: () =>
      Object.fromEntries(
        Object.entries(told).filter(([key]) => (endsAt(key) ?? Number.NEGATIVE_INFINITY) > now.getTime()),
      ),
    recheckAt: () => (recheck === null ? null : new Date(recheck).toISOString()),
  };
}
