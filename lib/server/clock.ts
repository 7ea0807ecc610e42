import "server-only";

import { env } from "@/lib/env.mjs";
import { errorText } from "@/lib/server/error-text";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

import { logger } from "./logger";

// The one clock of the server. Live mode: real time. Simulated mode: the simulator's clock, which can be
// set, advanced or sped up, so buckets and days left agree with the simulated world. The simulator is asked
// at most every few seconds; between reads its time is extrapolated from the last reading and its speed, so
// a page render never waits on it, and if it is unreachable the last mapping (or real time) is used.
type Reading = { simAt: number; realAt: number; speed: number };

const REFRESH_MS = 2_000;
const TIMEOUT_MS = 500;

let reading: Reading | null = null;
let inflight: Promise<void> | null = null;

function extrapolate(from: Reading, realNow: number): Date {
  return new Date(from.simAt + (realNow - from.realAt) * from.speed);
}

async function refresh(): Promise<void> {
  const origin = new URL(env.SIMULATOR_URL).origin;
  try {
    const response = await fetch(`${origin}/_sim/clock`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { now?: unknown; speed?: unknown };
    const simAt = typeof body.now === "string" ? Date.parse(body.now) : Number.NaN;
    if (Number.isNaN(simAt)) throw new Error("no time in the answer");
    reading = { simAt, realAt: Date.now(), speed: typeof body.speed === "number" ? body.speed : 1 };
  } catch (error) {
    logger.debug("simulator clock unavailable; using the last reading", {
      reason: errorText(error),
    });
  }
}

/** Reads the simulator's clock, once for all who ask meanwhile. */
function refreshShared(): Promise<void> {
  inflight ??= refresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Now, for the given mode. In simulated mode, the simulator's time; otherwise (live, unconfigured) real time. */
export async function now(mode: WorkspaceMode): Promise<Date> {
  if (mode !== "simulated") return new Date();
  const realNow = Date.now();
  if (!reading || realNow - reading.realAt > REFRESH_MS) await refreshShared();
  return reading ? extrapolate(reading, Date.now()) : new Date();
}

/**
 * The instant, for the given mode, of an earlier real moment (`realMs`, from Date.now()): when a request was sent,
 * so a read is stamped with the time it saw the service's state. The simulator is asked again when the last
 * reading is older than that moment: its clock may have been moved since (the control API's advance), and a read
 * stamped from the reading before the jump would lose to every delivery of the minutes it skipped.
 */
export async function nowAt(mode: WorkspaceMode, realMs: number): Promise<Date> {
  if (mode !== "simulated") return new Date(realMs);
  for (let tries = 0; tries < 2 && (!reading || reading.realAt < realMs); tries += 1) await refreshShared();
  return reading ? extrapolate(reading, realMs) : new Date(realMs);
}

/** Forget the last reading (tests that move the simulator's clock). */
export function resetClock(): void {
  reading = null;
}
