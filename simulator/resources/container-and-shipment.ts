// The container and shipment resources, which include each other (a container's `shipment`, a shipment's
// `containers`): they meet here so that container.ts and shipment.ts, which render everything else, need not
// import each other.
import { withRelations, type Resource } from "../http/jsonapi";
import type { ContainerState } from "../world/state-types";
import type { ContainerPlan, ShipmentPlan } from "../world/types";
import { containerParts } from "./container";
import type { ResourceContext } from "./resource-context";
import { shipmentParts } from "./shipment";

export function containerResource(ctx: ResourceContext, c: ContainerPlan, state?: ContainerState): Resource {
  const { resource, loaders } = containerParts(ctx, c, state ?? ctx.world.stateOf(c, ctx.now));
  const s = ctx.world.shipment(c.shipmentIdx);
  return withRelations(resource, { ...loaders, shipment: () => [shipmentResource(ctx, s)] });
}

export function shipmentResource(ctx: ResourceContext, s: ShipmentPlan): Resource {
  const { resource, loaders, containers } = shipmentParts(ctx, s);
  return withRelations(resource, { ...loaders, containers: () => containers.map((c) => containerResource(ctx, c)) });
}
