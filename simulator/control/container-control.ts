// Applies a control-API change to a container: values are pinned from "now" on, milestones are moved so
// current_status comes out as requested (status-milestones.ts), rendering options are set for the box, and
// the matching webhook events go out immediately.
import { z } from "zod";
import type { SimulatorCore } from "../core";
import { ControlError } from "./control-error";
import { setHazmat } from "./hazmat-control";
import { emitStopTracking } from "../tracking/stop-tracking";
import { diffContainer } from "../webhooks/container-events";
import { TERMINALS_BY_ID } from "../world/reference-data";
import type { ContainerOverrides } from "../world/state-types";
import { CONTAINER_STATUSES, type ContainerPlan, type StopReason, type TimelineKey } from "../world/types";
import { milestonesForStatus, TRANSSHIPMENT_STEPS } from "./status-milestones";

const isoDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date-time")
  .transform((v) => Date.parse(v));
const timeZone = z.string().refine((v) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone, e.g. America/Phoenix");
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
const stopReasons = [
  "all_containers_terminated",
  "past_arrival_window",
  "past_full_out_window",
  "no_updates_at_line",
  "cancelled_by_user",
  "booking_cancelled",
] as const satisfies readonly StopReason[];

export const containerControlSchema = z
  .object({
    lfd: z
      .object({ line: isoDate.nullable(), terminal: isoDate.nullable(), rail: isoDate.nullable() })
      .partial()
      .strict(),
    /** The coalesced pickup_lfd, apart from its sources. */
    pickup_lfd: isoDate.nullable(),
    /** The deprecated ind_facility_lfd_on, apart from pickup_lfd_rail. */
    ind_facility_lfd_on: isoDate.nullable(),
    holds: z.array(holdSchema).nullable(),
    fees: z.array(feeSchema).nullable(),
    available_for_pickup: z.boolean().nullable(),
    availability_known: z.boolean(),
    current_status: z.enum(CONTAINER_STATUSES),
    pickup_appointment_at: isoDate.nullable(),
    terminal_checked_at: isoDate.nullable(),
    /** The discharge instant (the free-time clock's usual start), moved from now on. */
    pod_discharged_at: isoDate.nullable(),
    /**
     * The discharge instant, and the line and terminal LFDs the world's free time counts from it (exactly, without
     * the planned flaws), from now on; `lfd` in the same change still wins.
     */
    discharged_at: isoDate.nullable(),
    /** The vessel's arrival at the port of discharge, from now on (null: not arrived). */
    pod_arrived_at: isoDate.nullable(),
    pod_terminal_id: z.string(),
    pod_full_out_on_rail: z.boolean(),
    import_deadlines_shape: z.enum(["flat", "pod"]),
    pod_timezone: timeZone,
    final_destination_timezone: timeZone,
    line_tracking: z
      .object({ stopped: z.boolean(), reason: z.enum(stopReasons).default("cancelled_by_user") })
      .strict(),
    /** Equipment and weight as the service sends them (null: not reported), for the whole life of the box. */
    equipment_type: z.enum(["dry", "reefer", "open top", "flat rack", "bulk", "tank"]).nullable(),
    equipment_length: z.union([z.literal(10), z.literal(20), z.literal(40), z.literal(45)]).nullable(),
    equipment_height: z.enum(["standard", "high_cube"]).nullable(),
    weight_in_lbs: z.number().min(0).max(200_000).nullable(),
    /** The demo account's `hazmat_indicator` custom field on the box; null removes it. */
    hazmat: z.boolean().nullable(),
  })
  .partial()
  .strict();

export type ContainerControl = z.infer<typeof containerControlSchema>;

export { ControlError };

function pinSteps(
  o: ContainerOverrides,
  now: number,
  reached: TimelineKey[],
  notReached: TimelineKey[],
  current: (k: TimelineKey) => number | null,
): void {
  o.milestones ??= {};
  for (const k of reached) o.milestones[k] = { at: now, value: current(k) ?? now };
  for (const k of notReached) o.milestones[k] = { at: now, value: null };
}

function applyStatus(
  o: ContainerOverrides,
  plan: ContainerPlan,
  change: ContainerControl,
  now: number,
  current: (k: TimelineKey) => number | null,
): void {
  const status = change.current_status;
  if (status === undefined) return;
  const isRail = plan.railTerminalId !== null;
  if (!isRail && (status === "on_rail" || status === "awaiting_inland_transfer"))
    throw new ControlError(`Container ${plan.number} has no rail leg, so it cannot be ${status}`);
  if (isRail && status === "off_dock")
    throw new ControlError(
      `Container ${plan.number} is a rail move; off_dock applies to boxes picked up at the port terminal`,
    );
  const steps = milestonesForStatus(status, isRail);
  pinSteps(o, now, steps.reached, steps.notReached, current);
  if (steps.transshipment !== "plan") {
    const settled = TRANSSHIPMENT_STEPS.filter((k) => steps.transshipment === "settle" && current(k) !== null);
    pinSteps(
      o,
      now,
      settled,
      TRANSSHIPMENT_STEPS.filter((k) => !settled.includes(k)),
      current,
    );
  }
  if (status === "available" || status === "not_available") {
    o.availabilityKnown = { at: now, value: true };
    o.availability = { at: now, value: status === "available" };
  }
  if (status === "grounded") o.availabilityKnown = { at: now, value: false };
}

function applyValues(o: ContainerOverrides, plan: ContainerPlan, change: ContainerControl, now: number): void {
  const isRail = plan.railTerminalId !== null;
  const pin = <T>(value: T) => ({ at: now, value });
  if (change.lfd?.line !== undefined) o.lfdLine = pin(change.lfd.line);
  if (change.lfd?.terminal !== undefined) o.lfdTerminal = pin(change.lfd.terminal);
  if (change.lfd?.rail !== undefined) o.lfdRail = pin(change.lfd.rail);
  if (change.pickup_lfd !== undefined) o.pickupLfd = pin(change.pickup_lfd);
  if (change.ind_facility_lfd_on !== undefined) o.indFacilityLfd = pin(change.ind_facility_lfd_on);
  if (change.holds !== undefined)
    o.holds = pin(
      change.holds === null
        ? null
        : change.holds.map((h) => ({ name: h.name, status: h.status, description: h.description })),
    );
  if (change.fees !== undefined) o.fees = pin(change.fees);
  if (change.available_for_pickup !== undefined) o.availability = pin(change.available_for_pickup);
  if (change.availability_known !== undefined) o.availabilityKnown = pin(change.availability_known);
  if (change.pickup_appointment_at !== undefined) o.appointment = pin(change.pickup_appointment_at);
  if (change.terminal_checked_at !== undefined) o.terminalCheckedAt = pin(change.terminal_checked_at);
  if (change.pod_discharged_at !== undefined)
    o.milestones = { ...o.milestones, vesselDischarged: pin(change.pod_discharged_at) };
  if (change.discharged_at !== undefined) {
    if (isRail)
      throw new ControlError(
        `Container ${plan.number} is a rail move: its LFDs run from the rail unload; use pod_discharged_at and lfd`,
      );
    o.milestones = { ...o.milestones, vesselDischarged: pin(change.discharged_at) };
    o.freeTimeStart = pin(change.discharged_at);
    // An `lfd` pinned later (or in this same change) wins over the count; one pinned by an earlier change gives
    // way to it, also when the clock stood still in between (its instant moves a millisecond back).
    const before = (p: typeof o.lfdLine) => p && { ...p, at: Math.min(p.at, now - 1) };
    if (change.lfd?.line === undefined) o.lfdLine = before(o.lfdLine);
    if (change.lfd?.terminal === undefined) o.lfdTerminal = before(o.lfdTerminal);
  }
  if (change.pod_arrived_at !== undefined)
    o.milestones = { ...o.milestones, vesselArrived: pin(change.pod_arrived_at) };
  if (change.pod_terminal_id !== undefined) {
    const t = TERMINALS_BY_ID.get(change.pod_terminal_id);
    if (!t || t.kind !== "terminal") throw new ControlError(`Unknown terminal ${change.pod_terminal_id}`);
    o.podTerminalId = pin(t.id);
  }
  if (change.pod_full_out_on_rail !== undefined) {
    if (!isRail)
      throw new ControlError(`Container ${plan.number} has no rail leg; pod_full_out_on_rail applies to rail moves`);
    o.podFullOutOnRail = change.pod_full_out_on_rail;
  }
  if (change.import_deadlines_shape !== undefined) o.deadlineShape = change.import_deadlines_shape;
  if (change.equipment_type !== undefined) o.equipment = { ...o.equipment, type: change.equipment_type };
  if (change.equipment_length !== undefined) o.equipment = { ...o.equipment, length: change.equipment_length };
  if (change.equipment_height !== undefined) o.equipment = { ...o.equipment, height: change.equipment_height };
  if (change.weight_in_lbs !== undefined) o.weightLbs = change.weight_in_lbs;
  if (change.pod_timezone !== undefined) o.podTimezone = change.pod_timezone;
  if (change.final_destination_timezone !== undefined) {
    if (!isRail)
      throw new ControlError(
        `Container ${plan.number} has no inland destination; final_destination_timezone applies to rail moves`,
      );
    o.rampTimezone = change.final_destination_timezone;
  }
}

/** Applies the change and emits events; returns the number of events emitted. */
export function applyContainerControl(core: SimulatorCore, plan: ContainerPlan, change: ContainerControl): number {
  const { world } = core;
  const now = core.clock.now();
  const before = world.stateOf(plan, now);
  // Work on a copy so a rejected change leaves the box as it was.
  const current = world.overrides.get(plan.idx);
  const o: ContainerOverrides = { ...current, milestones: { ...current?.milestones } };
  applyStatus(o, plan, change, now, (k) => before.milestones[k]);
  applyValues(o, plan, change, now);
  // Checked before anything is kept: an account without the field refuses the whole change.
  if (change.hazmat !== undefined) setHazmat(core, plan, change.hazmat);
  world.overrides.set(plan.idx, o);
  const s = world.shipment(plan.shipmentIdx);
  if (change.line_tracking !== undefined) {
    const wasStopped = world.tracking(s, now).stoppedAt !== null;
    world.userTracking.set(
      s.idx,
      change.line_tracking.stopped ? { stoppedAt: now, reason: change.line_tracking.reason } : { stoppedAt: null },
    );
    if (change.line_tracking.stopped && !wasStopped) emitStopTracking(core, s);
  }
  const after = world.stateOf(plan, now);
  const ctx = core.ctxFor(plan.account);
  return diffContainer(ctx, core.emitter, plan, before, after);
}
