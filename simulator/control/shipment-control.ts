// The control API's changes to a shipment's arrival facts: its ETA at the port of discharge (pinned from now on,
// as the line would revise it; null: the line withdraws it) and the vessel and voyage it names. A new ETA goes
// out at once as the service's shipment.estimated.arrival (with the per-box estimated vessel arrival).
import { z } from "zod";
import type { SimulatorCore } from "../core";
import { estimatedArrival } from "../webhooks/shipment-events";
import { etaAt } from "../world/shipment-facts";
import type { ShipmentPlan } from "../world/types";

const isoDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date-time")
  .transform((v) => Date.parse(v));

export const shipmentArrivalSchema = z
  .object({
    pod_eta_at: isoDate.nullable(),
    vessel: z
      .object({
        name: z.string().trim().min(1).max(100).nullable(),
        imo: z
          .string()
          .regex(/^\d{7}$/, "must be a seven-digit IMO number")
          .nullable(),
        voyage: z.string().trim().min(1).max(20).nullable(),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export type ShipmentArrivalChange = z.infer<typeof shipmentArrivalSchema>;

/**
 * Applies the change from `at` on (default now; a shipment being created passes its creation instant, so the ETA
 * given then is its first: pod_original_eta_at); returns the number of webhook events emitted.
 */
export function applyShipmentArrival(
  core: SimulatorCore,
  s: ShipmentPlan,
  change: ShipmentArrivalChange,
  at = core.clock.now(),
): number {
  const { world } = core;
  const now = at;
  const before = etaAt(world, s, now);
  const current = world.shipmentOverrides.get(s.idx) ?? {};
  const next = { ...current };
  if (change.pod_eta_at !== undefined) {
    // A pin at the same instant replaces the one before it: two moves within one simulated instant are one.
    const pins = (current.podEta ?? []).filter((pin) => pin.at < now);
    next.podEta = [...pins, { at: now, value: change.pod_eta_at }];
  }
  if (change.vessel !== undefined) next.vessel = { ...current.vessel, ...change.vessel };
  world.shipmentOverrides.set(s.idx, next);
  const after = etaAt(world, s, now);
  return after !== before ? estimatedArrival(core.ctxFor(s.account), core.emitter, s) : 0;
}
