// The state of a container at a simulated instant: a pure function of its plan, its overrides, the
// shipment's tracking stop and the instant. current_status is derived from the same values it is shown
// with (status.ts), so the two can never disagree.
import { DAY, HOUR, MINUTE } from "../lib/time";
import type { FreeTimeBook } from "./control-free-time";
import { reportedLfds, type ReportedLfds } from "./lfd-truth";
import { TERMINALS_BY_ID } from "./reference-data";
import { deriveStatus } from "./status";
import type { ContainerOverrides, ContainerState, Pinned } from "./state-types";
import {
  TIMELINE_KEYS,
  type AccountDeadlineShape,
  type ContainerPlan,
  type Fee,
  type Hold,
  type Milestones,
  type ShipmentPlan,
  type Timeline,
} from "./types";

export function valueAt<T>(timeline: Timeline<T>, t: number): T {
  let value = timeline.initial;
  for (const change of timeline.changes) {
    if (change.at > t) break;
    value = change.value;
  }
  return value;
}

function pinned<T>(pin: Pinned<T> | undefined, t: number, fallback: () => T): T {
  return pin !== undefined && pin.at <= t ? pin.value : fallback();
}

/** How long before the given instant a stale terminal stopped answering; fixed per world anchor. */
export const STALE_AFTER_ANCHOR = -9 * DAY;

export interface StateContext {
  anchor: number;
  /** The account's import_deadlines shape; a box's own override still wins over it. */
  deadlineShape?: AccountDeadlineShape;
  /** Rules and closures the control API set; without it the planned LFDs stand. */
  freeTime?: FreeTimeBook;
}

export function effectiveMilestones(
  plan: ContainerPlan,
  overrides: ContainerOverrides | undefined,
  t: number,
): Milestones {
  const out = {} as Milestones;
  for (const key of TIMELINE_KEYS) {
    const pin = overrides?.milestones?.[key];
    const planned = plan.milestones[key];
    const value = pin !== undefined && pin.at <= t ? pin.value : planned;
    out[key] = value !== null && value <= t ? value : null;
  }
  return out;
}

export function computeState(
  plan: ContainerPlan,
  shipment: ShipmentPlan,
  overrides: ContainerOverrides | undefined,
  userStop: { at: number } | null,
  t: number,
  ctx: StateContext,
): ContainerState {
  // Once line tracking stops, nothing more is learned: the state freezes at the stop.
  const stopAt = userStop?.at ?? shipment.stopped?.at ?? Infinity;
  const at = Math.min(t, stopAt);
  const podTerminalId = pinned(overrides?.podTerminalId, at, () => plan.podTerminalId);
  const terminal = TERMINALS_BY_ID.get(podTerminalId);
  // Stale terminals stopped answering: terminal-sourced values freeze when they went quiet.
  const staleSince = terminal?.stale ? ctx.anchor + STALE_AFTER_ANCHOR : Infinity;
  const tt = Math.min(at, staleSince);
  const m = effectiveMilestones(plan, overrides, at);
  const isRail = plan.railTerminalId !== null;
  const out = m.fullOut !== null;
  const atPickupPlace = isRail ? m.railUnloaded !== null : m.vesselDischarged !== null;

  const availabilityKnown = pinned(
    overrides?.availabilityKnown,
    at,
    () => plan.availabilityKnown ?? (isRail || (terminal?.providesAvailability ?? true)),
  );
  let available: boolean | null = null;
  if (availabilityKnown) {
    available = pinned(overrides?.availability, at, () =>
      atPickupPlace && !out ? valueAt(plan.availability, tt) : false,
    );
    if (out) available = false;
  }

  const holds: Hold[] | null = out
    ? []
    : pinned(overrides?.holds, at, () =>
        plan.holds
          .filter((h) => h.placedAt <= tt && (h.clearsAt === null || h.clearsAt > tt))
          .map((h) => ({
            name: h.name,
            status: h.escalatesAt !== null && h.escalatesAt <= tt ? "hold" : h.status,
            description: h.description,
          })),
      );

  const fees: Fee[] | null = pinned(overrides?.fees, at, () =>
    postedFees(plan, terminal?.reportsFeeTotal ?? false, tt),
  );

  // A discharge set later than a pinned LFD (`discharged_at`) makes the LFDs follow the count again.
  const start = overrides?.freeTimeStart;
  const startsAfter = (pin: Pinned<number | null> | undefined): boolean =>
    start !== undefined && start.at <= at && (pin === undefined || pin.at < start.at);
  let counted: ReportedLfds | null = null;
  const count = (): ReportedLfds => {
    const planned = { line: valueAt(plan.lfdLine, at), terminal: valueAt(plan.lfdTerminal, tt) };
    if (!ctx.freeTime) return planned;
    counted ??= reportedLfds({
      plan,
      shipment,
      terminal,
      plannedTerminal: TERMINALS_BY_ID.get(plan.podTerminalId),
      planned,
      start,
      book: ctx.freeTime,
      at,
      tt,
    });
    return counted;
  };
  const lfdLine = startsAfter(overrides?.lfdLine) ? count().line : pinned(overrides?.lfdLine, at, () => count().line);
  const lfdTerminal = startsAfter(overrides?.lfdTerminal)
    ? count().terminal
    : pinned(overrides?.lfdTerminal, at, () => count().terminal);
  const lfdRail = pinned(overrides?.lfdRail, at, () => valueAt(plan.lfdRail, at));
  // Fixed source priority, not the earliest date: line, then terminal, then rail.
  const pickupLfd = pinned(overrides?.pickupLfd, at, () => lfdLine ?? lfdTerminal ?? lfdRail);
  const indFacilityLfd = pinned(overrides?.indFacilityLfd, at, () => lfdRail);
  const appointment = out ? null : pinned(overrides?.appointment, at, () => valueAt(plan.appointment, tt));

  const firstCheck = (plan.milestones.vesselArrived ?? 0) - 2 * DAY;
  const terminalCheckedAt = pinned(overrides?.terminalCheckedAt, at, () => {
    if (tt < firstCheck) return null;
    return Math.max(firstCheck, lastPeriodic(tt, plan.checkEveryMin * MINUTE, plan.checkPhaseMin * MINUTE));
  });
  // The rail carrier is asked every four hours once the box is on its rail leg.
  const railCheckedAt =
    isRail && m.podRailLoaded !== null
      ? Math.max(m.podRailLoaded, lastPeriodic(at, 4 * HOUR, plan.checkPhaseMin * MINUTE))
      : null;

  const railFullOut = overrides?.podFullOutOnRail ?? plan.podFullOutOnRail;
  const podFullOutAt = isRail ? (railFullOut ? m.podRailDeparted : null) : (m.offDock ?? m.fullOut);
  const ramp = plan.railTerminalId ? TERMINALS_BY_ID.get(plan.railTerminalId) : undefined;

  const status = deriveStatus(m, { isRail, availabilityKnown, available });
  return {
    status,
    milestones: m,
    availabilityKnown,
    availableForPickup: available,
    holds,
    fees,
    lfdLine,
    lfdTerminal,
    lfdRail,
    pickupLfd,
    indFacilityLfd,
    appointment,
    terminalCheckedAt,
    railCheckedAt,
    podFullOutAt,
    podTerminalId,
    podTimezone: overrides?.podTimezone ?? terminal?.timeZone ?? null,
    rampTimezone: isRail ? (overrides?.rampTimezone ?? ramp?.timeZone ?? null) : null,
    deadlineShape:
      overrides?.deadlineShape ??
      (ctx.deadlineShape === undefined || ctx.deadlineShape === "mixed" ? plan.deadlineShape : ctx.deadlineShape),
    locationAtPodTerminal:
      m.vesselDischarged !== null && !out && !isRail
        ? m.offDock !== null
          ? OFF_DOCK_LOCATION
          : plan.yardLocation
        : null,
    chassisNumber: out && !isRail ? plan.chassisNumber : null,
    effectiveAt: at,
  };
}

const OFF_DOCK_LOCATION = "Off-dock yard (moved by terminal)";

/** The latest instant of a periodic schedule at or before `t`. */
function lastPeriodic(t: number, period: number, phase: number): number {
  return Math.floor((t - phase) / period) * period + phase;
}

/** Fees the terminal has posted by `t`: the latest amount of each type, plus a `total` where reported. */
function postedFees(plan: ContainerPlan, reportsTotal: boolean, t: number): Fee[] {
  const latest = new Map<string, Fee>();
  for (const f of plan.fees) {
    if (f.postedAt > t) break;
    latest.set(f.type, { type: f.type, amount: f.amount, currency_code: f.currency_code });
  }
  const list = [...latest.values()];
  if (reportsTotal && list.length > 1) {
    const total = list.reduce((sum, f) => sum + f.amount, 0);
    list.push({ type: "total", amount: Math.round(total * 100) / 100, currency_code: list[0]?.currency_code ?? "USD" });
  }
  return list;
}

/** Every instant at which the plan says something about this container changes (for the ticker's index). */
export function changeInstants(plan: ContainerPlan): number[] {
  const times: number[] = [];
  for (const key of TIMELINE_KEYS) {
    const v = plan.milestones[key];
    if (v !== null) times.push(v);
  }
  for (const c of plan.availability.changes) times.push(c.at);
  for (const h of plan.holds) {
    times.push(h.placedAt);
    if (h.escalatesAt !== null) times.push(h.escalatesAt);
    if (h.clearsAt !== null) times.push(h.clearsAt);
  }
  for (const f of plan.fees) times.push(f.postedAt);
  for (const tlx of [plan.lfdLine, plan.lfdTerminal, plan.lfdRail, plan.appointment])
    for (const c of tlx.changes) times.push(c.at);
  return times;
}
