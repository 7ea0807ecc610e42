// What a serializer needs to render a resource as seen by one account at one simulated instant.
import type { AccountName } from "../world/reference-data";
import type { World } from "../world/world";

export interface ResourceContext {
  world: World;
  now: number;
  account: AccountName;
  /** Origin of the simulator as the client reached it, e.g. http://127.0.0.1:4010. */
  origin: string;
}
