// What every fault gets: the throwaway stack, signed-in sessions, and the overall deadline no wait may pass.
import type { Row } from "./report";
import type { DrillStack } from "./stack";
import type { Tenants } from "./tenants";

export type DrillContext = {
  stack: DrillStack;
  workspaceId: string;
  /** Session cookies, taken before the throttle fault slows sign-in from this address. */
  admin: string;
  dispatcher: string;
  /**
   * Two more workspaces made with `create-admin` (keyless, so each on a simulated account of its own), made
   * while the first faults run; the faults that need them await it (and fail with its error if it failed).
   */
  tenants: Promise<Tenants>;
  /** Epoch ms: the drill's overall deadline. */
  deadline: number;
  log: (line: string) => void;
};

export type Fault = {
  name: string;
  done: string;
  expected: string;
  run: (ctx: DrillContext) => Promise<Row[]>;
};

/** Epoch ms `ms` from now, but never past the overall deadline. */
export function until(ctx: DrillContext, ms: number): number {
  return Math.min(Date.now() + ms, ctx.deadline);
}

/** Headers of a write the app's own page would make. */
export function ownWrite(ctx: DrillContext, cookie: string): Record<string, string> {
  return { cookie, origin: ctx.stack.appUrl, "content-type": "application/json" };
}
