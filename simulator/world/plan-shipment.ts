// One shipment's plan: carrier, route, vessel and voyage times, identifiers, customer, its containers
// (plan-container.ts) and when line tracking stops. Draws come from the shipment's own stream in a fixed
// order; the few values added later come from a separate stream so the older ones never moved.
import { rngFor, stableUuid, type Rng } from "../lib/prng";
import { DAY, HOUR } from "../lib/time";
import { randomDigits } from "./numbers";
import { planContainer } from "./plan-container";
import { planArrival } from "./plan-arrival";
import { arrivalFor, between, tl, type Phase } from "./plan-helpers";
import { CUSTOMERS, partyId } from "./parties";
import {
  CARRIERS,
  FOREIGN_PORTS,
  OCEAN_TERMINALS,
  RAIL_LINKS,
  RAIL_TERMINALS,
  TRANSSHIPMENT_PORTS,
  US_PORTS,
  vesselsFor,
  type AccountName,
  type Carrier,
} from "./reference-data";
import { transshipmentOnTheWay } from "./sea-lanes";
import type { ContainerPlan, ShipmentPlan } from "./types";

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
  /** Forces the inland destination of a rail move (a metro area code). */
  rampMetro?: string;
}

const CARRIER_WEIGHTS: readonly (readonly [Carrier, number])[] = CARRIERS.filter((c) => c.worldWeight > 0).map(
  (c) => [c, c.worldWeight] as const,
);

export interface ShipmentFactory {
  seed: number;
  anchor: number;
  shipments: ShipmentPlan[];
  containers: ContainerPlan[];
  dstFor: (timeZone: string) => number | null;
  uniqueBol: (rng: Rng, carrier: Carrier) => string;
  reserveBol: (bol: string) => void;
  uniqueContainerNumber: (rng: Rng, carrier: Carrier, fixed?: string) => string;
}

export function planShipment(f: ShipmentFactory, sIdx: number, draft: ShipmentDraft): ShipmentPlan {
  const { seed } = f;
  const rng = rngFor(seed, "shipment", sIdx);
  const weighted = rng.weighted(CARRIER_WEIGHTS);
  const carrier = CARRIERS.find((c) => c.scac === draft.carrierScac) ?? weighted;
  const base = draft.relativeTo ?? f.anchor;
  const pod = US_PORTS.find((p) => p.code === draft.podCode) ?? US_PORTS[0];
  if (!pod) throw new Error("no ports");
  const podTerminal = rng.pick(OCEAN_TERMINALS.filter((t) => t.portCode === pod.code));
  const pol = rng.pick(FOREIGN_PORTS);
  // The draws stay the same whatever is on the way, so a shipment's other facts do not move with its route.
  const drawnTs = rng.chance(0.3) ? rng.pick(TRANSSHIPMENT_PORTS) : null;
  const ts = drawnTs ? transshipmentOnTheWay(pol.code, pod.code, drawnTs) : null;
  const rampMetros = RAIL_LINKS[pod.code] ?? [];
  const railRoll = rng.chance(0.22);
  const isRail = draft.phase !== "dst" && rampMetros.length > 0 && (draft.rail ?? railRoll);
  const drawnMetro = isRail ? rng.pick(rampMetros) : null;
  const metroCode = isRail ? (draft.rampMetro ?? drawnMetro) : null;
  const drawnRamp = metroCode ? rng.pick(RAIL_TERMINALS.filter((r) => r.metroCode === drawnMetro)) : null;
  const ramp =
    draft.rampMetro && metroCode ? (RAIL_TERMINALS.find((r) => r.metroCode === metroCode) ?? drawnRamp) : drawnRamp;
  const vessels = vesselsFor(carrier);
  const vessel = rng.pick(vessels);
  const drawnTsVessel = drawnTs ? rng.pick(vessels) : null;
  const tsVessel = ts ? drawnTsVessel : null;

  const dst = draft.phase === "dst" ? f.dstFor(pod.timeZone) : null;
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

  const generatedBol = f.uniqueBol(rng, carrier);
  const bol = draft.bol ?? generatedBol;
  f.reserveBol(bol);
  const generatedBooking = `${randomDigits(rng, 9)}`;
  const bookingNumber = draft.bookingNumber ?? generatedBooking;
  const generatedType = rng.weighted<ShipmentPlan["requestType"]>([
    ["bill_of_lading", 75],
    ["booking_number", 10],
    ["container", 15],
  ]);
  const requestType = draft.requestType ?? generatedType;
  const generatedCount = rng.weighted<number>([
    [1, 32],
    [2, 24],
    [3, 16],
    [4, 11],
    [5, 7],
    [6, 5],
    [8, 3],
    [12, 2],
  ]);
  const count = draft.containerNumbers?.length ?? draft.containerCount ?? generatedCount;
  const extra = rngFor(seed, "shipment-extra", sIdx);
  const shipment: ShipmentPlan = {
    idx: f.shipments.length,
    id: stableUuid(seed, "shipment", sIdx),
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
    arrivalGaps: { vesselUnnamed: false, imoUnknown: false, voyageUnknown: false, etaKnownFrom: null },
    podAta: arrival,
    destinationEta: null,
    destinationAta: null,
    containerIdxs: [],
    refNumbers: rng.chance(0.6) ? [`PO-${randomDigits(rng, 6)}`] : [],
    tags: rng.chance(0.15) ? ["priority"] : [],
    customerName: rng.chance(0.85) ? rng.pick(CUSTOMERS) : null,
    customerId: null,
    polOriginalEtd: polEtd - between(extra, 0, 3 * DAY),
    destinationOriginalEta: null,
    createdAt,
    stopped: null,
    trackingRequestId: stableUuid(seed, "tracking_request", sIdx),
  };
  shipment.customerId = shipment.customerName === null ? null : partyId(seed, shipment.account, shipment.customerName);
  planArrival(seed, sIdx, shipment, { originalEta, arrival, transit, phase: draft.phase });
  f.shipments.push(shipment);

  let lastEmptyIn: number | null = 0;
  let lastRailArrival = 0;
  for (let c = 0; c < count; c += 1) {
    const plan = planContainer(
      {
        seed,
        sIdx,
        cIdx: c,
        idx: f.containers.length,
        phase: draft.phase,
        numberFor: (r, fixed) => f.uniqueContainerNumber(r, carrier, fixed),
        fixedNumber: draft.containerNumbers?.[c],
      },
      shipment,
      carrier,
      podTerminal,
      ramp,
      { arrival, polAtd, transit, dst, base },
    );
    f.containers.push(plan);
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
    shipment.destinationOriginalEta = shipment.destinationEta + between(extra, -DAY, 2 * DAY);
  }
  if (lastEmptyIn !== null && lastEmptyIn > 0) {
    shipment.stopped = { at: lastEmptyIn + 2 * HOUR, reason: "all_containers_terminated" };
  } else if (draft.phase === "recent" && rng.chance(0.05)) {
    shipment.stopped = { at: base - between(rng, DAY, 9 * DAY), reason: "no_updates_at_line" };
  } else if (draft.phase === "done" && rng.chance(0.3)) {
    shipment.stopped = { at: arrival + 21 * DAY, reason: "past_full_out_window" };
  }
  return shipment;
}
