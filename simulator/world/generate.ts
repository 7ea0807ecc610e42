// Generates the seeded world. Each shipment draws from its own labelled PRNG stream, so the same seed and
// anchor always give the same shipments, and a shipment does not change when the world size changes.
import { rngFor, stableUuid, type Rng } from "../lib/prng";
import { DAY, HOUR, MINUTE, localDayAt, nextOffsetChange } from "../lib/time";
import {
  CARRIERS,
  FOREIGN_PORTS,
  LESSOR_OWNER_CODES,
  OCEAN_TERMINALS,
  RAIL_LINKS,
  RAIL_TERMINALS,
  TRANSSHIPMENT_PORTS,
  US_PORTS,
  vesselsFor,
  type AccountName,
  type Carrier,
  type Terminal,
} from "./reference-data";
import { chassisNumber, containerNumber, randomDigits, randomLetters } from "./numbers";
import type { ContainerPlan, FeePlan, HoldPlan, LfdStyle, Milestones, ShipmentPlan, Timeline } from "./types";

export interface WorldPlan {
  shipments: ShipmentPlan[];
  containers: ContainerPlan[];
}

export interface GenerateOptions {
  seed: number;
  anchor: number;
  containers: number;
}

const CUSTOMERS = [
  "Acme Home Goods", "Blue Ridge Furniture", "Cascade Outdoor Supply", "Delta Auto Parts", "Evergreen Grocers",
  "Frontier Apparel", "Golden Gate Electronics", "Harbor Tile & Stone", "Ironwood Tools", "Juniper Beverages",
] as const;

const LINE_LFD_CARRIERS = new Set(["MAEU", "CMDU", "HLCU", "ONEY", "ZIMU"]);

const CARRIER_WEIGHTS: readonly (readonly [Carrier, number])[] = CARRIERS.filter((c) => c.scac !== "TEST").map(
  (c) => [c, ["MAEU", "MSCU", "CMDU", "COSU", "HLCU", "ONEY", "EGLV"].includes(c.scac) ? 10 : 3] as const,
);

const POD_WEIGHTS: readonly (readonly [string, number])[] = [
  ["USLAX", 22], ["USLGB", 16], ["USNYC", 18], ["USSAV", 12], ["USHOU", 8], ["USSEA", 5], ["USTIW", 4],
  ["USCHS", 7], ["USOAK", 6], ["CAVAN", 2],
];

export type Phase = "done" | "recent" | "today" | "soon" | "far" | "future" | "dst";

export interface ShipmentDraft {
  phase: Phase;
  podCode: string;
  account: AccountName;
  containerCount?: number;
  carrierScac?: string;
  /** Fixed identifiers, for shipments created by tracking requests or the control API. */
  bol?: string;
  bookingNumber?: string;
  containerNumbers?: string[];
  requestType?: ShipmentPlan["requestType"];
  /** Times are planned relative to this instant instead of the world anchor. */
  relativeTo?: number;
  createdAt?: number;
  rail?: boolean;
}

/** The Traffic Mitigation Fee is charged per TEU; its amount only needs to look plausible. */
function plannedLength(rng: Rng): 20 | 40 {
  return rng.chance(0.25) ? 20 : 40;
}

function style(rng: Rng): LfdStyle {
  return rng.weighted<LfdStyle>([
    [{ hour: 0, minute: 0 }, 65],
    [{ hour: 23, minute: 59 }, 22],
    [{ hour: 12, minute: 0 }, 13],
  ]);
}

const tl = <T>(initial: T, changes: { at: number; value: T }[] = []): Timeline<T> => ({
  initial,
  changes: changes.sort((a, b) => a.at - b.at),
});

/** A random instant in [from, to), on a whole minute as carriers and terminals report them. */
const between = (rng: Rng, from: number, to: number): number => Math.floor((from + rng.next() * Math.max(0, to - from)) / MINUTE) * MINUTE;

function arrivalFor(rng: Rng, phase: Phase, anchor: number, dstTransition: number | null): number {
  switch (phase) {
    case "done":
      return between(rng, anchor - 45 * DAY, anchor - 22 * DAY);
    case "recent":
      return between(rng, anchor - 12 * DAY, anchor - 1 * DAY);
    case "today":
      return between(rng, anchor - DAY, anchor + 6 * HOUR);
    case "soon":
      return between(rng, anchor + 6 * HOUR, anchor + 14 * DAY);
    case "far":
      return between(rng, anchor + 14 * DAY, anchor + 35 * DAY);
    case "future":
      return between(rng, anchor + 20 * DAY, anchor + 60 * DAY);
    case "dst":
      return (dstTransition ?? anchor) - 3 * DAY;
  }
}

/** The US offset change closest to the anchor, so a few LFDs straddle a DST change. */
function nearestDstTransition(anchor: number, timeZone: string): number | null {
  const past = nextOffsetChange(anchor - 60 * DAY, timeZone, 60);
  if (past !== null && past <= anchor) return past;
  return nextOffsetChange(anchor, timeZone, 400);
}

export function generateWorld(options: GenerateOptions): WorldPlan & { build: (draft: ShipmentDraft) => ShipmentPlan } {
  const { seed, anchor } = options;
  const shipments: ShipmentPlan[] = [];
  const containers: ContainerPlan[] = [];
  const usedNumbers = new Set<string>();
  const usedBols = new Set<string>();
  const dstByZone = new Map<string, number | null>();
  const dstFor = (tz: string): number | null => {
    if (!dstByZone.has(tz)) dstByZone.set(tz, nearestDstTransition(anchor, tz));
    return dstByZone.get(tz) ?? null;
  };

  const drafts = (index: number): ShipmentDraft => {
    // The first few shipments are fixed on purpose: DST-straddling LFDs and a Canadian terminal in CAD.
    if (index === 0) return { phase: "dst", podCode: "USNYC", account: "demo", containerCount: 3 };
    if (index === 1) return { phase: "dst", podCode: "USLAX", account: "demo", containerCount: 3 };
    if (index === 2) return { phase: "recent", podCode: "CAVAN", account: "demo", containerCount: 3 };
    const rng = rngFor(seed, "draft", index);
    const phase = rng.weighted<Phase>([
      ["done", 12], ["recent", 45], ["today", 8], ["soon", 20], ["far", 9], ["future", 6],
    ]);
    return { phase, podCode: rng.weighted(POD_WEIGHTS), account: "demo" };
  };

  let index = 0;
  while (containers.length < options.containers) {
    buildShipment(index, drafts(index));
    index += 1;
  }
  // A trial account owns a couple of shipments of its own (its 10-active-container limit applies to them).
  for (let i = 0; i < 2; i += 1) buildShipment(index + i, { phase: "recent", podCode: "USLGB", account: "trial", containerCount: 2 });

  let nextIndex = index + 2;
  const build = (draft: ShipmentDraft): ShipmentPlan => {
    buildShipment(nextIndex, draft);
    nextIndex += 1;
    const last = shipments[shipments.length - 1];
    if (!last) throw new Error("shipment was not built");
    return last;
  };
  return { shipments, containers, build };

  function uniqueBol(rng: Rng, carrier: Carrier): string {
    for (;;) {
      const bol = carrier.bolFormat(randomDigits(rng, 12), randomLetters(rng, 4));
      if (!usedBols.has(bol)) {
        usedBols.add(bol);
        return bol;
      }
    }
  }

  function uniqueContainerNumber(rng: Rng, carrier: Carrier, fixed?: string): string {
    if (fixed !== undefined) {
      usedNumbers.add(fixed);
      return fixed;
    }
    for (;;) {
      const owner = rng.chance(0.7) ? rng.pick(carrier.ownerCodes) : rng.pick(LESSOR_OWNER_CODES);
      const number = containerNumber(owner, randomDigits(rng, 6));
      if (!usedNumbers.has(number)) {
        usedNumbers.add(number);
        return number;
      }
    }
  }

  function buildShipment(sIdx: number, draft: ShipmentDraft): void {
    const rng = rngFor(seed, "shipment", sIdx);
    const weighted = rng.weighted(CARRIER_WEIGHTS);
    const carrier = CARRIERS.find((c) => c.scac === draft.carrierScac) ?? weighted;
    const base = draft.relativeTo ?? anchor;
    const pod = US_PORTS.find((p) => p.code === draft.podCode) ?? US_PORTS[0];
    if (!pod) throw new Error("no ports");
    const podTerminals = OCEAN_TERMINALS.filter((t) => t.portCode === pod.code);
    const podTerminal = rng.pick(podTerminals);
    const pol = rng.pick(FOREIGN_PORTS);
    const ts = rng.chance(0.3) ? rng.pick(TRANSSHIPMENT_PORTS) : null;
    const rampMetros = RAIL_LINKS[pod.code] ?? [];
    const railRoll = rng.chance(0.22);
    const isRail = draft.phase !== "dst" && rampMetros.length > 0 && (draft.rail ?? railRoll);
    const metroCode = isRail ? rng.pick(rampMetros) : null;
    const ramp = metroCode ? rng.pick(RAIL_TERMINALS.filter((r) => r.metroCode === metroCode)) : null;
    const vessels = vesselsFor(carrier);
    const vessel = rng.pick(vessels);
    const tsVessel = ts ? rng.pick(vessels) : null;

    const dst = draft.phase === "dst" ? dstFor(pod.timeZone) : null;
    const arrival = arrivalFor(rng, draft.phase, base, dst);
    const transit = between(rng, 14 * DAY, 32 * DAY);
    const polAtd = arrival - transit;
    const polEtd = polAtd - between(rng, 0, 2 * DAY);
    const originalEta = arrival + between(rng, -2 * DAY, 3 * DAY);
    const etaRevisedAt = polAtd + Math.floor(transit * 0.6);
    const plannedCreatedAt =
      draft.phase === "future"
        ? between(rng, base + HOUR, Math.min(base + 30 * DAY, polAtd))
        : Math.min(polAtd - between(rng, DAY, 10 * DAY), base - between(rng, HOUR, 3 * DAY));
    const createdAt = draft.createdAt ?? plannedCreatedAt;

    const generatedBol = uniqueBol(rng, carrier);
    const bol = draft.bol ?? generatedBol;
    usedBols.add(bol);
    const generatedBooking = `${randomDigits(rng, 9)}`;
    const bookingNumber = draft.bookingNumber ?? generatedBooking;
    const generatedType = rng.weighted<ShipmentPlan["requestType"]>([["bill_of_lading", 75], ["booking_number", 10], ["container", 15]]);
    const requestType = draft.requestType ?? generatedType;
    const generatedCount = rng.weighted<number>([[1, 32], [2, 24], [3, 16], [4, 11], [5, 7], [6, 5], [8, 3], [12, 2]]);
    const count = draft.containerNumbers?.length ?? draft.containerCount ?? generatedCount;
    const sId = stableUuid(seed, "shipment", sIdx);
    const shipment: ShipmentPlan = {
      idx: shipments.length,
      id: sId,
      account: draft.account,
      bol,
      bookingNumber,
      requestType,
      requestNumber: bol,
      scac: carrier.scac,
      polCode: pol.code,
      podCode: pod.code,
      tsCode: ts?.code ?? null,
      destinationMetro: metroCode,
      podTerminalId: podTerminal.id,
      destinationTerminalId: ramp?.id ?? null,
      vesselId: vessel.id,
      voyage: `${rng.int(1, 999).toString().padStart(3, "0")}${rng.pick(["E", "W", "N", "S"])}`,
      tsVesselId: tsVessel?.id ?? null,
      tsVoyage: ts ? `${rng.int(1, 99).toString().padStart(2, "0")}${rng.pick(["E", "W"])}` : null,
      polEtd,
      polAtd,
      podEta: tl(originalEta, [{ at: etaRevisedAt, value: arrival }]),
      podAta: arrival,
      destinationEta: null,
      destinationAta: null,
      containerIdxs: [],
      refNumbers: rng.chance(0.6) ? [`PO-${randomDigits(rng, 6)}`] : [],
      tags: rng.chance(0.15) ? ["priority"] : [],
      customerName: rng.chance(0.85) ? rng.pick(CUSTOMERS) : null,
      createdAt,
      stopped: null,
      trackingRequestId: stableUuid(seed, "tracking_request", sIdx),
    };
    shipments.push(shipment);

    let lastEmptyIn: number | null = 0;
    let lastRailArrival = 0;
    for (let c = 0; c < count; c += 1) {
      const plan = buildContainer(rngFor(seed, "container", sIdx, c), shipment, carrier, podTerminal, ramp, draft, sIdx, c, {
        arrival,
        polAtd,
        transit,
        dst,
        base,
      });
      shipment.containerIdxs.push(plan.idx);
      if (shipment.requestType === "container" && c === 0) shipment.requestNumber = plan.number;
      const emptyIn = plan.milestones.emptyIn;
      lastEmptyIn = lastEmptyIn === null || emptyIn === null ? null : Math.max(lastEmptyIn, emptyIn);
      lastRailArrival = Math.max(lastRailArrival, plan.milestones.railArrived ?? 0);
    }
    if (shipment.requestType === "booking_number") shipment.requestNumber = bookingNumber;
    if (isRail) {
      shipment.destinationEta = lastRailArrival + between(rng, -6 * HOUR, 12 * HOUR);
      shipment.destinationAta = lastRailArrival;
    }
    if (lastEmptyIn !== null && lastEmptyIn > 0) {
      shipment.stopped = { at: lastEmptyIn + 2 * HOUR, reason: "all_containers_terminated" };
    } else if (draft.phase === "recent" && rng.chance(0.05)) {
      shipment.stopped = { at: base - between(rng, DAY, 9 * DAY), reason: "no_updates_at_line" };
    } else if (draft.phase === "done" && rng.chance(0.3)) {
      shipment.stopped = { at: arrival + 21 * DAY, reason: "past_full_out_window" };
    }
  }

  function buildContainer(
    rng: Rng,
    shipment: ShipmentPlan,
    carrier: Carrier,
    podTerminal: Terminal,
    ramp: Terminal | null,
    draft: ShipmentDraft,
    sIdx: number,
    cIdx: number,
    voyage: { arrival: number; polAtd: number; transit: number; dst: number | null; base: number },
  ): ContainerPlan {
    const { arrival, polAtd, transit } = voyage;
    const tz = podTerminal.timeZone;
    const lfdStyle = draft.phase === "dst" ? { hour: 0, minute: 0 } : style(rng);
    const emptyOut = polAtd - between(rng, 6 * DAY, 14 * DAY);
    const fullIn = emptyOut + between(rng, DAY, 4 * DAY);
    const loaded = polAtd - between(rng, 4 * HOUR, 20 * HOUR);
    const berthed = arrival + between(rng, 2 * HOUR, 6 * HOUR);
    const discharged = berthed + between(rng, 4 * HOUR, 30 * HOUR);
    const m: Milestones = {
      emptyOut, fullIn, vesselLoaded: loaded, vesselDeparted: polAtd,
      tsArrived: null, tsDischarged: null, tsLoaded: null, tsDeparted: null,
      vesselArrived: arrival, vesselBerthed: berthed, vesselDischarged: discharged,
      podRailLoaded: null, podRailDeparted: null, railArrived: null, railUnloaded: null, arrivedAtInland: null,
      fullOut: null, delivered: null, emptyIn: null,
    };
    if (shipment.tsCode) {
      m.tsArrived = polAtd + Math.floor(transit * 0.4);
      m.tsDischarged = m.tsArrived + between(rng, 6 * HOUR, 20 * HOUR);
      m.tsLoaded = m.tsDischarged + between(rng, DAY, 4 * DAY);
      m.tsDeparted = m.tsLoaded + between(rng, 4 * HOUR, 12 * HOUR);
    }

    const holds: HoldPlan[] = [];
    const fees: FeePlan[] = [];
    const lfdChanges = { line: [] as { at: number; value: number | null }[], terminal: [] as { at: number; value: number | null }[], rail: [] as { at: number; value: number | null }[] };
    const availabilityChanges: { at: number; value: boolean }[] = [];
    const appointmentChanges: { at: number; value: number | null }[] = [];
    let indEta: number | null = null;
    const currency = podTerminal.currency;

    if (ramp) {
      m.podRailLoaded = discharged + between(rng, DAY, 4 * DAY);
      m.podRailDeparted = m.podRailLoaded + between(rng, 3 * HOUR, 12 * HOUR);
      m.railArrived = m.podRailDeparted + between(rng, 3 * DAY, 6 * DAY);
      m.railUnloaded = m.railArrived + between(rng, 4 * HOUR, 16 * HOUR);
      m.arrivedAtInland = m.railUnloaded + between(rng, 30 * MINUTE, 2 * HOUR);
      indEta = m.railArrived + between(rng, -12 * HOUR, 12 * HOUR);
      const availableAt = m.railUnloaded + between(rng, 2 * HOUR, 10 * HOUR);
      availabilityChanges.push({ at: availableAt, value: true });
      const railLfd = localDayAt(m.railUnloaded, ramp.timeZone, rng.int(2, 3), lfdStyle.hour, lfdStyle.minute);
      lfdChanges.rail.push({ at: m.railUnloaded + HOUR, value: railLfd });
      if (rng.chance(0.1)) lfdChanges.rail.push({ at: m.railUnloaded + DAY, value: railLfd + DAY });
      if (LINE_LFD_CARRIERS.has(carrier.scac) && rng.chance(0.5)) {
        const drift = rng.chance(0.3) ? rng.pick([-DAY, DAY]) : 0;
        lfdChanges.line.push({ at: m.railArrived - DAY, value: railLfd + drift });
      }
      const outRoll = rng.next();
      if (outRoll < 0.7) m.fullOut = availableAt + between(rng, 4 * HOUR, Math.max(5 * HOUR, railLfd - availableAt));
      else if (outRoll < 0.9) m.fullOut = railLfd + between(rng, DAY, 5 * DAY);
    } else {
      const freeDays = rng.int(3, 5);
      let availableAt = discharged + between(rng, 2 * HOUR, 20 * HOUR);
      const scenario = rng.weighted<"normal" | "late_release" | "flip">([["normal", 82], ["late_release", 10], ["flip", 8]]);
      if (scenario === "late_release") availableAt += between(rng, 2 * DAY, 6 * DAY);
      const noLfd = rng.chance(0.05);
      const terminalLfd = noLfd ? null : localDayAt(discharged, tz, freeDays, lfdStyle.hour, lfdStyle.minute);
      if (terminalLfd !== null) {
        lfdChanges.terminal.push({ at: discharged + between(rng, HOUR, 8 * HOUR), value: terminalLfd });
        if (rng.chance(0.15)) {
          lfdChanges.terminal.push({ at: availableAt + between(rng, DAY, freeDays * DAY), value: terminalLfd + rng.pick([DAY, 2 * DAY, -DAY]) });
        }
        if (LINE_LFD_CARRIERS.has(carrier.scac) && rng.chance(0.6)) {
          const drift = rng.chance(0.3) ? rng.pick([-DAY, DAY, 2 * DAY]) : 0;
          lfdChanges.line.push({ at: discharged - between(rng, 6 * HOUR, 2 * DAY), value: terminalLfd + drift });
        }
      }
      const finalLfd = lfdChanges.line[lfdChanges.line.length - 1]?.value ?? lfdChanges.terminal[lfdChanges.terminal.length - 1]?.value ?? null;

      // Holds, some of which block pickup until they clear.
      const addHold = (h: HoldPlan): void => {
        holds.push(h);
      };
      if (rng.chance(0.14)) {
        addHold({ name: "customs", status: "hold", description: rng.pick(["CBP hold", "Customs hold - 7H", null]), placedAt: arrival - between(rng, 0, DAY), escalatesAt: null, clearsAt: rng.chance(0.22) ? null : discharged + between(rng, 6 * HOUR, 5 * DAY) });
      } else if (rng.chance(0.1)) {
        addHold({ name: "customs", status: "pending", description: "Awaiting CBP release", placedAt: arrival, escalatesAt: null, clearsAt: discharged + between(rng, 12 * HOUR, 6 * DAY) });
      }
      if (rng.chance(0.1)) {
        const pendingFirst = rng.chance(0.35);
        addHold({ name: "freight", status: pendingFirst ? "pending" : "hold", description: "Line hold - freight not released", placedAt: discharged, escalatesAt: pendingFirst && rng.chance(0.5) ? discharged + DAY : null, clearsAt: rng.chance(0.15) ? null : discharged + between(rng, 12 * HOUR, 4 * DAY) });
      }
      if ((shipment.podCode === "USLAX" || shipment.podCode === "USLGB") && rng.chance(0.25)) {
        const clears = availableAt + between(rng, HOUR, 2 * DAY);
        addHold({ name: "TMF", status: "hold", description: "Traffic Mitigation Fee unpaid", placedAt: discharged, escalatesAt: null, clearsAt: clears });
        fees.push({ type: "other", amount: plannedLength(rng) === 20 ? 35.33 : 70.65, currency_code: currency, postedAt: discharged + HOUR });
      }
      if (rng.chance(0.02)) addHold({ name: "USDA", status: "hold", description: "USDA inspection", placedAt: arrival, escalatesAt: null, clearsAt: discharged + between(rng, DAY, 4 * DAY) });
      if (rng.chance(0.03)) {
        const clears = discharged + between(rng, DAY, 5 * DAY);
        addHold({ name: "VACIS", status: "hold", description: "CBP VACIS exam", placedAt: discharged, escalatesAt: null, clearsAt: clears });
        fees.push({ type: "exam", amount: rng.chance(0.25) ? 0 : rng.int(300, 950), currency_code: currency, postedAt: clears });
      }
      if (rng.chance(0.03)) addHold({ name: "other", status: "hold", description: "DOWN - Broken Machine Over Pile", placedAt: discharged, escalatesAt: null, clearsAt: discharged + between(rng, 4 * HOUR, 3 * DAY) });

      // Canadian terminals bill in CAD; a handling charge posts on discharge so the currency shows up early.
      if (currency === "CAD") fees.push({ type: "other", amount: 45.5, currency_code: currency, postedAt: discharged + 2 * HOUR });
      availabilityChanges.push({ at: availableAt, value: true });
      if (scenario === "flip") {
        const off = availableAt + between(rng, 6 * HOUR, 2 * DAY);
        availabilityChanges.push({ at: off, value: false });
        availabilityChanges.push({ at: off + between(rng, 6 * HOUR, 2 * DAY), value: true });
      }

      let blockingClear: number | null = 0;
      for (const h of holds) {
        const blocks = h.status === "hold" || h.escalatesAt !== null;
        if (!blocks) continue;
        if (h.clearsAt === null) {
          blockingClear = null;
          break;
        }
        blockingClear = Math.max(blockingClear, h.clearsAt);
      }
      const readyAt = blockingClear === null ? null : Math.max(availableAt, blockingClear, ...availabilityChanges.map((a) => a.at));
      if (readyAt !== null) {
        const outRoll = rng.next();
        const lfdEdge = finalLfd ?? readyAt + 4 * DAY;
        if (outRoll < 0.62) m.fullOut = readyAt + between(rng, 2 * HOUR, Math.max(3 * HOUR, lfdEdge - readyAt));
        else if (outRoll < 0.85) m.fullOut = Math.max(readyAt, lfdEdge) + between(rng, DAY, 6 * DAY);
      }

      // Demurrage accrues per local day after the LFD until pickup; the terminal posts the running amount.
      if (finalLfd !== null && podTerminal.providesFees) {
        const rate = currency === "CAD" ? 175 : rng.pick([150, 200, 250]);
        for (let d = 1; d <= 14; d += 1) {
          const postedAt = localDayAt(finalLfd, tz, d, 0, 30);
          if (m.fullOut !== null && postedAt >= m.fullOut) break;
          if (postedAt > voyage.base + 30 * DAY) break;
          fees.push({ type: "demurrage", amount: rate * d, currency_code: currency, postedAt });
        }
        if (rng.chance(0.04)) fees.push({ type: "extended_dwell_time", amount: 0, currency_code: currency, postedAt: discharged + 2 * DAY });
      }

      if (podTerminal.providesAppointments && m.fullOut !== null && rng.chance(0.5)) {
        const slot = Math.floor((m.fullOut - HOUR) / HOUR) * HOUR;
        const setAt = Math.max(availableAt, m.fullOut - between(rng, 12 * HOUR, 48 * HOUR));
        if (rng.chance(0.2)) {
          appointmentChanges.push({ at: setAt - DAY, value: slot - DAY });
        }
        appointmentChanges.push({ at: setAt, value: slot });
      }
    }

    if (voyage.dst !== null && draft.phase === "dst") {
      // LFD on the local day after the offset change, discharged before it: days-left math crosses DST.
      const lfd = localDayAt(voyage.dst, tz, 1 + cIdx);
      lfdChanges.terminal.length = 0;
      lfdChanges.line.length = 0;
      lfdChanges.terminal.push({ at: discharged + HOUR, value: lfd });
      if (cIdx === 2) m.fullOut = null;
    }

    if (m.fullOut !== null) {
      const lastTime = ramp ? (m.arrivedAtInland ?? 0) : discharged;
      if (m.fullOut <= lastTime) m.fullOut = lastTime + HOUR;
      if (rng.chance(0.08)) m.delivered = m.fullOut + between(rng, 2 * HOUR, DAY);
      if (rng.chance(0.92)) m.emptyIn = (m.delivered ?? m.fullOut) + between(rng, DAY, 8 * DAY);
    }

    const number = uniqueContainerNumber(rng, carrier, draft.containerNumbers?.[cIdx]);
    const eq = rng.weighted<[ContainerPlan["equipmentType"], ContainerPlan["equipmentLength"], ContainerPlan["equipmentHeight"]]>([
      [["dry", 40, "high_cube"], 55], [["dry", 40, "standard"], 13], [["dry", 20, "standard"], 20], [["dry", 45, "high_cube"], 4],
      [["reefer", 40, "high_cube"], 5], [["open top", 40, "standard"], 1], [["flat rack", 40, "standard"], 1], [["tank", 20, "standard"], 1],
    ]);
    const plan: ContainerPlan = {
      idx: containers.length,
      id: stableUuid(seed, "container", sIdx, cIdx),
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
      indEta,
      availability: tl(false, availabilityChanges),
      holds,
      fees: fees.sort((a, b) => a.postedAt - b.postedAt),
      lfdLine: tl<number | null>(null, lfdChanges.line),
      lfdTerminal: tl<number | null>(null, lfdChanges.terminal),
      lfdRail: tl<number | null>(null, lfdChanges.rail),
      appointment: tl<number | null>(null, appointmentChanges),
      yardLocation: `Yard Grounded (${randomLetters(rng, 1)}${randomDigits(rng, 5)}${randomLetters(rng, 1)}${rng.int(1, 5)})`,
      chassisNumber: rng.chance(0.7) ? chassisNumber(rng) : null,
      checkEveryMin: podTerminal.nickname === "BCT" ? 26 * 60 : rng.int(30, 90),
      checkPhaseMin: rng.int(0, 29),
    };
    containers.push(plan);
    return plan;
  }
}
