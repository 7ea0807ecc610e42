// Generates the seeded world. Each shipment draws from its own labelled PRNG stream, so the same seed and
// anchor always give the same shipments, and a shipment does not change when the world size changes. This
// file decides which shipments exist and keeps numbers unique; plan-shipment.ts and plan-container.ts plan
// each one, and showcase.ts makes sure the rare statuses appear on the anchor day.
import { rngFor, type Rng } from "../lib/prng";
import { containerNumber, randomDigits, randomLetters } from "./numbers";
import { nearestDstTransition, type Phase } from "./plan-helpers";
import { planShipment, type ShipmentDraft, type ShipmentFactory } from "./plan-shipment";
import { LESSOR_OWNER_CODES, type Carrier } from "./reference-data";
import { applyShowcase } from "./showcase";
import type { ContainerPlan, ShipmentPlan } from "./types";

export type { Phase } from "./plan-helpers";
export type { ShipmentDraft } from "./plan-shipment";

export interface WorldPlan {
  shipments: ShipmentPlan[];
  containers: ContainerPlan[];
}

export interface GenerateOptions {
  seed: number;
  anchor: number;
  containers: number;
}

const POD_WEIGHTS: readonly (readonly [string, number])[] = [
  ["USLAX", 22],
  ["USLGB", 16],
  ["USNYC", 18],
  ["USSAV", 12],
  ["USHOU", 8],
  ["USSEA", 5],
  ["USTIW", 4],
  ["USCHS", 7],
  ["USOAK", 6],
  ["CAVAN", 2],
];

/** The first few shipments are fixed on purpose; the rest are drawn. */
function draftFor(seed: number, index: number): ShipmentDraft {
  // DST-straddling LFDs on both coasts, a Canadian terminal billing in CAD, and a rail move to a ramp in a
  // zone without daylight saving time.
  if (index === 0) return { phase: "dst", podCode: "USNYC", account: "demo", containerCount: 3 };
  if (index === 1) return { phase: "dst", podCode: "USLAX", account: "demo", containerCount: 3 };
  if (index === 2) return { phase: "recent", podCode: "CAVAN", account: "demo", containerCount: 3 };
  if (index === 3)
    return { phase: "recent", podCode: "USLAX", account: "demo", containerCount: 2, rail: true, rampMetro: "USPHX" };
  const rng = rngFor(seed, "draft", index);
  const phase = rng.weighted<Phase>([
    ["done", 12],
    ["recent", 45],
    ["today", 8],
    ["soon", 20],
    ["far", 9],
    ["future", 6],
  ]);
  return { phase, podCode: rng.weighted(POD_WEIGHTS), account: "demo" };
}

export function generateWorld(options: GenerateOptions): WorldPlan & { build: (draft: ShipmentDraft) => ShipmentPlan } {
  const { seed, anchor } = options;
  const usedNumbers = new Set<string>();
  const usedBols = new Set<string>();
  const dstByZone = new Map<string, number | null>();
  const factory: ShipmentFactory = {
    seed,
    anchor,
    shipments: [],
    containers: [],
    dstFor: (tz) => {
      if (!dstByZone.has(tz)) dstByZone.set(tz, nearestDstTransition(anchor, tz));
      return dstByZone.get(tz) ?? null;
    },
    uniqueBol: (rng: Rng, carrier: Carrier): string => {
      for (;;) {
        const bol = carrier.bolFormat(randomDigits(rng, 12), randomLetters(rng, 4));
        if (!usedBols.has(bol)) {
          usedBols.add(bol);
          return bol;
        }
      }
    },
    reserveBol: (bol) => {
      usedBols.add(bol);
    },
    uniqueContainerNumber: (rng: Rng, carrier: Carrier, fixed?: string): string => {
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
    },
  };

  let index = 0;
  while (factory.containers.length < options.containers) {
    planShipment(factory, index, draftFor(seed, index));
    index += 1;
  }
  // A trial account owns a couple of shipments of its own (its 10-active-container limit applies to them).
  for (let i = 0; i < 2; i += 1)
    planShipment(factory, index + i, { phase: "recent", podCode: "USLGB", account: "trial", containerCount: 2 });
  applyShowcase(factory.shipments, factory.containers, anchor);

  let nextIndex = index + 2;
  const build = (draft: ShipmentDraft): ShipmentPlan => {
    const s = planShipment(factory, nextIndex, draft);
    nextIndex += 1;
    return s;
  };
  return { shipments: factory.shipments, containers: factory.containers, build };
}
