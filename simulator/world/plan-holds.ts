// Holds at the port terminal (exact names, pending or blocking, some never clearing) and the fees that come
// with two of them: the Traffic Mitigation Fee at Los Angeles / Long Beach and the exam after a VACIS scan.
import type { Rng } from "../lib/prng";
import { DAY, HOUR } from "../lib/time";
import { between, plannedLength } from "./plan-helpers";
import type { FeePlan, HoldPlan } from "./types";

export interface HoldContext {
  podCode: string;
  arrival: number;
  discharged: number;
  availableAt: number;
  currency: string;
}

export function planHolds(rng: Rng, out: { holds: HoldPlan[]; fees: FeePlan[] }, ctx: HoldContext): void {
  const { arrival, discharged, availableAt, currency } = ctx;
  const add = (h: HoldPlan): void => {
    out.holds.push(h);
  };
  if (rng.chance(0.14)) {
    add({
      name: "customs",
      status: "hold",
      description: rng.pick(["CBP hold", "Customs hold - 7H", null]),
      placedAt: arrival - between(rng, 0, DAY),
      escalatesAt: null,
      clearsAt: rng.chance(0.22) ? null : discharged + between(rng, 6 * HOUR, 5 * DAY),
    });
  } else if (rng.chance(0.1)) {
    add({
      name: "customs",
      status: "pending",
      description: "Awaiting CBP release",
      placedAt: arrival,
      escalatesAt: null,
      clearsAt: discharged + between(rng, 12 * HOUR, 6 * DAY),
    });
  }
  if (rng.chance(0.1)) {
    const pendingFirst = rng.chance(0.35);
    add({
      name: "freight",
      status: pendingFirst ? "pending" : "hold",
      description: "Line hold - freight not released",
      placedAt: discharged,
      escalatesAt: pendingFirst && rng.chance(0.5) ? discharged + DAY : null,
      clearsAt: rng.chance(0.15) ? null : discharged + between(rng, 12 * HOUR, 4 * DAY),
    });
  }
  if ((ctx.podCode === "USLAX" || ctx.podCode === "USLGB") && rng.chance(0.25)) {
    const clears = availableAt + between(rng, HOUR, 2 * DAY);
    add({
      name: "TMF",
      status: "hold",
      description: "Traffic Mitigation Fee unpaid",
      placedAt: discharged,
      escalatesAt: null,
      clearsAt: clears,
    });
    out.fees.push({
      type: "other",
      amount: plannedLength(rng) === 20 ? 35.33 : 70.65,
      currency_code: currency,
      postedAt: discharged + HOUR,
    });
  }
  if (rng.chance(0.02))
    add({
      name: "USDA",
      status: "hold",
      description: "USDA inspection",
      placedAt: arrival,
      escalatesAt: null,
      clearsAt: discharged + between(rng, DAY, 4 * DAY),
    });
  if (rng.chance(0.03)) {
    const clears = discharged + between(rng, DAY, 5 * DAY);
    add({
      name: "VACIS",
      status: "hold",
      description: "CBP VACIS exam",
      placedAt: discharged,
      escalatesAt: null,
      clearsAt: clears,
    });
    out.fees.push({
      type: "exam",
      amount: rng.chance(0.25) ? 0 : rng.int(300, 950),
      currency_code: currency,
      postedAt: clears,
    });
  }
  if (rng.chance(0.03))
    add({
      name: "other",
      status: "hold",
      description: "DOWN - Broken Machine Over Pile",
      placedAt: discharged,
      escalatesAt: null,
      clearsAt: discharged + between(rng, 4 * HOUR, 3 * DAY),
    });
}
