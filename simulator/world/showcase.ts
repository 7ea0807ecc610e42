// Makes sure the demo account shows every rarely seen status on the anchor day, whatever the seed: the first
// suitable box (in world order, so a larger world keeps the same choice) is made grounded, off_dock,
// dropped and loaded. Only the status marks and availability_known change; milestones, LFDs, holds and fees
// stay as planned, so the box's other facts remain consistent.
import { HOUR } from "../lib/time";
import { TERMINALS_BY_ID } from "./reference-data";
import { valueAt } from "./container-state";
import type { ContainerPlan, ShipmentPlan } from "./types";

type Pick = (c: ContainerPlan, s: ShipmentPlan) => boolean;

export function applyShowcase(
  shipments: readonly ShipmentPlan[],
  containers: readonly ContainerPlan[],
  anchor: number,
): void {
  const used = new Set<number>();
  const choose = (fits: Pick, apply: (c: ContainerPlan, s: ShipmentPlan) => void): void => {
    for (const c of containers) {
      const s = shipments[c.shipmentIdx];
      if (!s || used.has(c.idx) || c.account !== "demo" || c.createdAt > anchor) continue;
      // A stopped shipment freezes its data, so its boxes would not show the status live.
      if (s.stopped !== null && s.stopped.at <= anchor) continue;
      if (!fits(c, s)) continue;
      used.add(c.idx);
      apply(c, s);
      return;
    }
  };
  const m = (c: ContainerPlan) => c.milestones;
  const reached = (t: number | null, margin = 0): t is number => t !== null && t <= anchor - margin;
  const notYet = (t: number | null): boolean => t === null || t > anchor;
  const atTerminal = (c: ContainerPlan): boolean =>
    c.railTerminalId === null &&
    reached(m(c).vesselDischarged, HOUR) &&
    notYet(m(c).fullOut) &&
    m(c).offDock === null &&
    !TERMINALS_BY_ID.get(c.podTerminalId)?.stale;
  const pickedUp = (c: ContainerPlan, margin: number): boolean =>
    reached(m(c).fullOut, margin) && m(c).delivered === null && m(c).dropped === null && notYet(m(c).emptyIn);

  choose(atTerminal, (c) => {
    c.availabilityKnown = false;
  });
  choose(
    (c) => atTerminal(c) && c.holds.length === 0 && valueAt(c.availability, anchor - 2 * HOUR),
    (c) => {
      const released = c.availability.changes.filter((ch) => ch.value && ch.at <= anchor);
      const since = released[released.length - 1]?.at ?? anchor - 2 * HOUR;
      m(c).offDock = since + Math.floor((anchor - since) / 2 / 60_000) * 60_000;
    },
  );
  choose(
    (c) => pickedUp(c, 2 * HOUR),
    (c) => {
      m(c).dropped = (m(c).fullOut ?? anchor) + HOUR;
    },
  );
  choose(
    (c) => pickedUp(c, 24 * HOUR),
    (c, s) => {
      const out = m(c).fullOut ?? anchor;
      m(c).dropped = out + HOUR;
      m(c).reloaded = out + Math.floor((anchor - out) / 2 / 60_000) * 60_000;
      m(c).emptyIn = null;
      // It is no longer coming back empty, so its shipment is not "all containers terminated".
      if (s.stopped?.reason === "all_containers_terminated") s.stopped = null;
    },
  );
}
