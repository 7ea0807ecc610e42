// One container's plan: its voyage milestones, what happens at the pickup place (plan-pickup.ts), the
// return, its identity and equipment, then the untidy extras (plan-extras.ts).
import { rngFor, stableUuid, type Rng } from "../lib/prng";
import { DAY, HOUR, localDayAt } from "../lib/time";
import { chassisNumber, randomDigits, randomLetters } from "./numbers";
import { applyExtras } from "./plan-extras";
import { between, lfdStyle, tl, type Phase } from "./plan-helpers";
import { planRailPickup, planTerminalPickup } from "./plan-pickup";
import type { Carrier, Terminal } from "./reference-data";
import type { ContainerPlan, Milestones, ShipmentPlan } from "./types";

export interface VoyageTimes {
  arrival: number;
  polAtd: number;
  transit: number;
  /** The DST change the `dst` phase plans its LFDs around. */
  dst: number | null;
  base: number;
}

export interface ContainerSlot {
  seed: number;
  sIdx: number;
  cIdx: number;
  /** Index the plan gets in the world's container list. */
  idx: number;
  phase: Phase;
  /** A unique ISO 6346 number (the fixed one when given). */
  numberFor: (rng: Rng, fixed?: string) => string;
  fixedNumber?: string;
}

export function planContainer(
  slot: ContainerSlot,
  shipment: ShipmentPlan,
  carrier: Carrier,
  podTerminal: Terminal,
  ramp: Terminal | null,
  voyage: VoyageTimes,
): ContainerPlan {
  const rng = rngFor(slot.seed, "container", slot.sIdx, slot.cIdx);
  const { arrival, polAtd, transit } = voyage;
  const tz = podTerminal.timeZone;
  const style = slot.phase === "dst" ? { hour: 0, minute: 0 } : lfdStyle(rng);
  const emptyOut = polAtd - between(rng, 6 * DAY, 14 * DAY);
  const fullIn = emptyOut + between(rng, DAY, 4 * DAY);
  const loaded = polAtd - between(rng, 4 * HOUR, 20 * HOUR);
  const berthed = arrival + between(rng, 2 * HOUR, 6 * HOUR);
  const discharged = berthed + between(rng, 4 * HOUR, 30 * HOUR);
  const m: Milestones = {
    emptyOut,
    fullIn,
    vesselLoaded: loaded,
    vesselDeparted: polAtd,
    tsArrived: null,
    tsDischarged: null,
    tsLoaded: null,
    tsDeparted: null,
    vesselArrived: arrival,
    vesselBerthed: berthed,
    vesselDischarged: discharged,
    podRailLoaded: null,
    podRailDeparted: null,
    railArrived: null,
    railUnloaded: null,
    arrivedAtInland: null,
    fullOut: null,
    delivered: null,
    emptyIn: null,
    offDock: null,
    dropped: null,
    reloaded: null,
  };
  if (shipment.tsCode) {
    m.tsArrived = polAtd + Math.floor(transit * 0.4);
    m.tsDischarged = m.tsArrived + between(rng, 6 * HOUR, 20 * HOUR);
    m.tsLoaded = m.tsDischarged + between(rng, DAY, 4 * DAY);
    m.tsDeparted = m.tsLoaded + between(rng, 4 * HOUR, 12 * HOUR);
  }

  const pickup = ramp
    ? planRailPickup(rng, m, carrier, ramp, style)
    : planTerminalPickup(rng, m, {
        carrier,
        terminal: podTerminal,
        podCode: shipment.podCode,
        arrival,
        style,
        base: voyage.base,
      });

  if (voyage.dst !== null && slot.phase === "dst") {
    // LFD on the local day after the offset change, discharged before it: days-left math crosses DST.
    const lfd = localDayAt(voyage.dst, tz, 1 + slot.cIdx);
    pickup.lfd.terminal.length = 0;
    pickup.lfd.line.length = 0;
    pickup.lfd.terminal.push({ at: discharged + HOUR, value: lfd });
    if (slot.cIdx === 2) m.fullOut = null;
  }

  if (m.fullOut !== null) {
    const lastTime = ramp ? (m.arrivedAtInland ?? 0) : discharged;
    if (m.fullOut <= lastTime) m.fullOut = lastTime + HOUR;
    if (rng.chance(0.08)) m.delivered = m.fullOut + between(rng, 2 * HOUR, DAY);
    if (rng.chance(0.92)) m.emptyIn = (m.delivered ?? m.fullOut) + between(rng, DAY, 8 * DAY);
  }

  const number = slot.numberFor(rng, slot.fixedNumber);
  const eq = rng.weighted<
    [ContainerPlan["equipmentType"], ContainerPlan["equipmentLength"], ContainerPlan["equipmentHeight"]]
  >([
    [["dry", 40, "high_cube"], 55],
    [["dry", 40, "standard"], 13],
    [["dry", 20, "standard"], 20],
    [["dry", 45, "high_cube"], 4],
    [["reefer", 40, "high_cube"], 5],
    [["open top", 40, "standard"], 1],
    [["flat rack", 40, "standard"], 1],
    [["tank", 20, "standard"], 1],
  ]);
  const plan: ContainerPlan = {
    idx: slot.idx,
    id: stableUuid(slot.seed, "container", slot.sIdx, slot.cIdx),
    number,
    shipmentIdx: shipment.idx,
    account: shipment.account,
    createdAt: shipment.createdAt,
    equipmentType: eq[0],
    equipmentLength: eq[1],
    equipmentHeight: eq[2],
    weightLbs: rng.chance(0.7) ? rng.int(8000, 44000) : null,
    sealNumber: rng.chance(0.75) ? randomDigits(rng, 8) : null,
    refNumbers: [],
    podTerminalId: podTerminal.id,
    railTerminalId: ramp?.id ?? null,
    podRailCarrier: ramp?.railCarrierScac ?? null,
    indRailCarrier: ramp ? (rng.chance(0.3) ? rng.pick(["UPRR", "BNSF", "CSXT", "NS"]) : ramp.railCarrierScac) : null,
    milestones: m,
    indEta: pickup.indEta,
    availability: tl(false, pickup.availability),
    holds: pickup.holds,
    fees: pickup.fees.sort((a, b) => a.postedAt - b.postedAt),
    lfdLine: tl<number | null>(null, pickup.lfd.line),
    lfdTerminal: tl<number | null>(null, pickup.lfd.terminal),
    lfdRail: tl<number | null>(null, pickup.lfd.rail),
    appointment: tl<number | null>(null, pickup.appointments),
    yardLocation: `Yard Grounded (${randomLetters(rng, 1)}${randomDigits(rng, 5)}${randomLetters(rng, 1)}${rng.int(1, 5)})`,
    chassisNumber: rng.chance(0.7) ? chassisNumber(rng) : null,
    checkEveryMin: podTerminal.nickname === "BCT" ? 26 * 60 : rng.int(30, 90),
    checkPhaseMin: rng.int(0, 29),
    podFullOutOnRail: false,
    availabilityKnown: null,
    deadlineShape: "flat",
    aisVesselEvents: false,
    revisedArrival: false,
    freeTime: pickup.fallbackDays === null ? null : { fallbackDays: pickup.fallbackDays, wallTime: style },
  };
  applyExtras(slot.seed, slot.sIdx, slot.cIdx, plan, shipment.podCode);
  return plan;
}
