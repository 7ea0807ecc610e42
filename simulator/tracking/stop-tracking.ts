// A user stopping a shipment's tracking emits tracking_request.tracking_stopped for its tracking request.
import type { SimulatorCore } from "../core";
import type { ShipmentPlan } from "../world/types";

export function emitStopTracking(core: SimulatorCore, s: ShipmentPlan): void {
  const tr = core.tracking.forShipment(s);
  if (tr) core.tracking.emit(tr, "tracking_request.tracking_stopped");
}
