// Applies a control-API change to a container: values are pinned from "now" on, milestones are moved so
// current_status comes out as requested, and the matching webhook events go out immediately.
import { z } from "zod";
import type { SimulatorCore } from "../core";
import { diffContainer } from "../webhooks/container-events";
import { TERMINALS_BY_ID } from "../world/reference-data";
import type { ContainerOverrides, ContainerPlan, ContainerStatus, MilestoneKey } from "../world/types";

const isoDate = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date-time").transform((v) => Date.parse(v));
const holdSchema = z.object({
  name: z.enum(["freight", "customs", "USDA", "VACIS", "TMF", "other"]),
  status: z.enum(["pending", "hold"]),
  description: z.string().nullable().default(null),
});
const feeSchema = z.object({
  type: z.enum(["demurrage", "exam", "extended_dwell_time", "other", "total"]),
  amount: z.number().min(0),
  currency_code: z.string().length(3).default("USD"),
});

export const containerControlSchema = z
  .object({
    lfd: z.object({ line: isoDate.nullable(), terminal: isoDate.nullable(), rail: isoDate.nullable() }).partial().strict(),
    holds: z.array(holdSchema),
    fees: z.array(feeSchema),
    available_for_pickup: z.boolean().nullable(),
    current_status: z.enum(["new", "on_ship", "available", "not_available", "on_rail", "awaiting_inland_transfer", "picked_up", "delivered", "empty_returned"]),
    pickup_appointment_at: isoDate.nullable(),
    terminal_checked_at: isoDate.nullable(),
    pod_terminal_id: z.string(),
  })
  .partial()
  .strict();

export type ContainerControl = z.infer<typeof containerControlSchema>;

export class ControlError extends Error {}

const ORDER: MilestoneKey[] = ["emptyOut", "fullIn", "vesselLoaded", "vesselDeparted", "tsArrived", "tsDischarged", "tsLoaded", "tsDeparted", "vesselArrived", "vesselBerthed", "vesselDischarged", "podRailLoaded", "podRailDeparted", "railArrived", "railUnloaded", "arrivedAtInland", "fullOut", "delivered", "emptyIn"];

function setMilestones(o: ContainerOverrides, plan: ContainerPlan, now: number, reached: MilestoneKey[], notReached: MilestoneKey[], currentValue: (k: MilestoneKey) => number | null): void {
  o.milestones ??= {};
  for (const k of reached) {
    const cur = currentValue(k);
    o.milestones[k] = { at: now, value: cur ?? now };
  }
  for (const k of notReached) o.milestones[k] = { at: now, value: null };
  void plan;
}

function milestonesForStatus(status: ContainerStatus, isRail: boolean): { reached: MilestoneKey[]; notReached: MilestoneKey[] } {
  const upTo = (last: MilestoneKey, skipTs = true): MilestoneKey[] =>
    ORDER.slice(0, ORDER.indexOf(last) + 1).filter((k) => !(skipTs && k.startsWith("ts")) && (isRail || !["podRailLoaded", "podRailDeparted", "railArrived", "railUnloaded", "arrivedAtInland"].includes(k)));
  const after = (last: MilestoneKey): MilestoneKey[] => ORDER.slice(ORDER.indexOf(last) + 1);
  switch (status) {
    case "new":
      return { reached: ["emptyOut", "fullIn"], notReached: after("fullIn") };
    case "on_ship":
      return { reached: ["emptyOut", "fullIn", "vesselLoaded", "vesselDeparted"], notReached: after("tsDeparted") };
    case "available":
    case "not_available":
      return isRail ? { reached: upTo("arrivedAtInland"), notReached: after("arrivedAtInland") } : { reached: upTo("vesselDischarged"), notReached: after("vesselDischarged") };
    case "awaiting_inland_transfer":
      return { reached: upTo("vesselDischarged"), notReached: after("vesselDischarged") };
    case "on_rail":
      return { reached: upTo("podRailDeparted"), notReached: after("podRailDeparted") };
    case "picked_up":
      return { reached: upTo("fullOut"), notReached: after("fullOut") };
    case "delivered":
      return { reached: upTo("delivered"), notReached: after("delivered") };
    case "empty_returned":
      return { reached: upTo("emptyIn").filter((k) => k !== "delivered"), notReached: [] };
    default:
      return { reached: [], notReached: [] };
  }
}

/** Applies the change and emits events; returns the number of events emitted. */
export function applyContainerControl(core: SimulatorCore, plan: ContainerPlan, change: ContainerControl): number {
  const { world } = core;
  const now = core.clock.now();
  const before = world.stateOf(plan, now);
  const o = world.overridesFor(plan.idx);
  const isRail = plan.railTerminalId !== null;
  if (change.current_status !== undefined) {
    const status = change.current_status;
    if (!isRail && (status === "on_rail" || status === "awaiting_inland_transfer")) {
      throw new ControlError(`Container ${plan.number} has no rail leg, so it cannot be ${status}`);
    }
    const { reached, notReached } = milestonesForStatus(status, isRail);
    setMilestones(o, plan, now, reached, notReached, (k) => before.milestones[k]);
    if (status === "available" || status === "not_available") o.availability = { at: now, value: status === "available" };
  }
  if (change.lfd?.line !== undefined) o.lfdLine = { at: now, value: change.lfd.line };
  if (change.lfd?.terminal !== undefined) o.lfdTerminal = { at: now, value: change.lfd.terminal };
  if (change.lfd?.rail !== undefined) o.lfdRail = { at: now, value: change.lfd.rail };
  if (change.holds !== undefined) o.holds = { at: now, value: change.holds.map((h) => ({ name: h.name, status: h.status, description: h.description })) };
  if (change.fees !== undefined) o.fees = { at: now, value: change.fees };
  if (change.available_for_pickup !== undefined) o.availability = { at: now, value: change.available_for_pickup };
  if (change.pickup_appointment_at !== undefined) o.appointment = { at: now, value: change.pickup_appointment_at };
  if (change.terminal_checked_at !== undefined) o.terminalCheckedAt = { at: now, value: change.terminal_checked_at };
  if (change.pod_terminal_id !== undefined) {
    const t = TERMINALS_BY_ID.get(change.pod_terminal_id);
    if (!t || t.kind !== "terminal") throw new ControlError(`Unknown terminal ${change.pod_terminal_id}`);
    o.podTerminalId = { at: now, value: t.id };
  }
  const after = world.stateOf(plan, now);
  const ctx = core.ctxFor(plan.account);
  return diffContainer(ctx, core.emitter, plan, before, after);
}
