// What happens to a container once it reaches the place it is picked up from, planned up front: the rail leg
// and inland ramp, or the port terminal (availability, LFDs from each source, holds, fees, appointments and
// the pickup itself). Random draws happen in a fixed order, so a seed always yields the same plan.
import type { Rng } from "../lib/prng";
import { DAY, HOUR, MINUTE, localDayAt } from "../lib/time";
import { freeTimeEnd, lineFreeTime, terminalFreeTime } from "./world-free-time";
import { planHolds } from "./plan-holds";
import { between, LINE_LFD_CARRIERS } from "./plan-helpers";
import type { Carrier, Terminal } from "./reference-data";
import type { FeePlan, HoldPlan, LfdStyle, Milestones } from "./types";

export interface Change<T> {
  at: number;
  value: T;
}

export interface PickupPlan {
  holds: HoldPlan[];
  fees: FeePlan[];
  lfd: { line: Change<number | null>[]; terminal: Change<number | null>[]; rail: Change<number | null>[] };
  availability: Change<boolean>[];
  appointments: Change<number | null>[];
  /** Estimated inland arrival reported by the rail carrier (rail moves only). */
  indEta: number | null;
  /** The free days counted where the terminal publishes no rule (terminal pickups only). */
  fallbackDays: number | null;
}

const emptyPickup = (): PickupPlan => ({
  holds: [],
  fees: [],
  lfd: { line: [], terminal: [], rail: [] },
  availability: [],
  appointments: [],
  indEta: null,
  fallbackDays: null,
});

/** Rail leg to an inland ramp; sets the rail milestones and the pickup there (m.fullOut) on `m`. */
export function planRailPickup(rng: Rng, m: Milestones, carrier: Carrier, ramp: Terminal, style: LfdStyle): PickupPlan {
  const p = emptyPickup();
  const discharged = m.vesselDischarged ?? 0;
  m.podRailLoaded = discharged + between(rng, DAY, 4 * DAY);
  m.podRailDeparted = m.podRailLoaded + between(rng, 3 * HOUR, 12 * HOUR);
  m.railArrived = m.podRailDeparted + between(rng, 3 * DAY, 6 * DAY);
  m.railUnloaded = m.railArrived + between(rng, 4 * HOUR, 16 * HOUR);
  m.arrivedAtInland = m.railUnloaded + between(rng, 30 * MINUTE, 2 * HOUR);
  p.indEta = m.railArrived + between(rng, -12 * HOUR, 12 * HOUR);
  const availableAt = m.railUnloaded + between(rng, 2 * HOUR, 10 * HOUR);
  p.availability.push({ at: availableAt, value: true });
  const railLfd = localDayAt(m.railUnloaded, ramp.timeZone, rng.int(2, 3), style.hour, style.minute);
  p.lfd.rail.push({ at: m.railUnloaded + HOUR, value: railLfd });
  if (rng.chance(0.1)) p.lfd.rail.push({ at: m.railUnloaded + DAY, value: railLfd + DAY });
  if (LINE_LFD_CARRIERS.has(carrier.scac) && rng.chance(0.5)) {
    const drift = rng.chance(0.3) ? rng.pick([-DAY, DAY]) : 0;
    p.lfd.line.push({ at: m.railArrived - DAY, value: railLfd + drift });
  }
  const outRoll = rng.next();
  if (outRoll < 0.7) m.fullOut = availableAt + between(rng, 4 * HOUR, Math.max(5 * HOUR, railLfd - availableAt));
  else if (outRoll < 0.9) m.fullOut = railLfd + between(rng, DAY, 5 * DAY);
  return p;
}

export interface TerminalContext {
  carrier: Carrier;
  terminal: Terminal;
  podCode: string;
  arrival: number;
  style: LfdStyle;
  /** Planning horizon: no demurrage is posted more than 30 days past it. */
  base: number;
}

/** Pickup at the port terminal; sets m.fullOut. */
export function planTerminalPickup(rng: Rng, m: Milestones, ctx: TerminalContext): PickupPlan {
  const p = emptyPickup();
  const { carrier, terminal, style } = ctx;
  const tz = terminal.timeZone;
  const currency = terminal.currency;
  const discharged = m.vesselDischarged ?? 0;
  const freeDays = rng.int(3, 5);
  p.fallbackDays = freeDays;
  let availableAt = discharged + between(rng, 2 * HOUR, 20 * HOUR);
  const scenario = rng.weighted<"normal" | "late_release" | "flip">([
    ["normal", 82],
    ["late_release", 10],
    ["flip", 8],
  ]);
  if (scenario === "late_release") availableAt += between(rng, 2 * DAY, 6 * DAY);
  const noLfd = rng.chance(0.05);
  // A terminal with a published rule counts by it; one without keeps a plausible random count.
  const terminalRule = terminalFreeTime(terminal.firmsCode);
  const terminalLfd = noLfd
    ? null
    : terminalRule
      ? freeTimeEnd(discharged, tz, terminalRule, ctx.podCode, style)
      : localDayAt(discharged, tz, freeDays, style.hour, style.minute);
  if (terminalLfd !== null) {
    p.lfd.terminal.push({ at: discharged + between(rng, HOUR, 8 * HOUR), value: terminalLfd });
    if (rng.chance(0.15)) {
      p.lfd.terminal.push({
        at: availableAt + between(rng, DAY, freeDays * DAY),
        value: terminalLfd + rng.pick([DAY, 2 * DAY, -DAY]),
      });
    }
    if (LINE_LFD_CARRIERS.has(carrier.scac) && rng.chance(0.6)) {
      const drift = rng.chance(0.3) ? rng.pick([-DAY, DAY, 2 * DAY]) : 0;
      const lineRule = lineFreeTime(carrier.scac);
      const lineLfd = lineRule ? freeTimeEnd(discharged, tz, lineRule, ctx.podCode, style) : terminalLfd;
      p.lfd.line.push({ at: discharged - between(rng, 6 * HOUR, 2 * DAY), value: lineLfd + drift });
    }
  }
  const finalLfd = p.lfd.line[p.lfd.line.length - 1]?.value ?? p.lfd.terminal[p.lfd.terminal.length - 1]?.value ?? null;

  planHolds(rng, p, { podCode: ctx.podCode, arrival: ctx.arrival, discharged, availableAt, currency });

  // Canadian terminals bill in CAD; a handling charge posts on discharge so the currency shows up early.
  if (currency === "CAD")
    p.fees.push({ type: "other", amount: 45.5, currency_code: currency, postedAt: discharged + 2 * HOUR });
  p.availability.push({ at: availableAt, value: true });
  if (scenario === "flip") {
    const off = availableAt + between(rng, 6 * HOUR, 2 * DAY);
    p.availability.push({ at: off, value: false });
    p.availability.push({ at: off + between(rng, 6 * HOUR, 2 * DAY), value: true });
  }

  let blockingClear: number | null = 0;
  for (const h of p.holds) {
    const blocks = h.status === "hold" || h.escalatesAt !== null;
    if (!blocks) continue;
    if (h.clearsAt === null) {
      blockingClear = null;
      break;
    }
    blockingClear = Math.max(blockingClear, h.clearsAt);
  }
  const readyAt =
    blockingClear === null ? null : Math.max(availableAt, blockingClear, ...p.availability.map((a) => a.at));
  if (readyAt !== null) {
    const outRoll = rng.next();
    const lfdEdge = finalLfd ?? readyAt + 4 * DAY;
    if (outRoll < 0.62) m.fullOut = readyAt + between(rng, 2 * HOUR, Math.max(3 * HOUR, lfdEdge - readyAt));
    else if (outRoll < 0.85) m.fullOut = Math.max(readyAt, lfdEdge) + between(rng, DAY, 6 * DAY);
  }

  // Demurrage accrues per local day after the LFD until pickup; the terminal posts the running amount.
  if (finalLfd !== null && terminal.providesFees) {
    const rate = currency === "CAD" ? 175 : rng.pick([150, 200, 250]);
    for (let d = 1; d <= 14; d += 1) {
      const postedAt = localDayAt(finalLfd, tz, d, 0, 30);
      if (m.fullOut !== null && postedAt >= m.fullOut) break;
      if (postedAt > ctx.base + 30 * DAY) break;
      p.fees.push({ type: "demurrage", amount: rate * d, currency_code: currency, postedAt });
    }
    if (rng.chance(0.04))
      p.fees.push({ type: "extended_dwell_time", amount: 0, currency_code: currency, postedAt: discharged + 2 * DAY });
  }

  if (terminal.providesAppointments && m.fullOut !== null && rng.chance(0.5)) {
    const slot = Math.floor((m.fullOut - HOUR) / HOUR) * HOUR;
    const setAt = Math.max(availableAt, m.fullOut - between(rng, 12 * HOUR, 48 * HOUR));
    if (rng.chance(0.2)) {
      p.appointments.push({ at: setAt - DAY, value: slot - DAY });
    }
    p.appointments.push({ at: setAt, value: slot });
  }
  return p;
}
