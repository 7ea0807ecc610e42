import "server-only";

import { env } from "@/lib/env.mjs";

import { AppError } from "@/lib/shared/app-error";

import { checkTarget, systemResolver, type CheckedTarget, type Resolver, type TargetProblem } from "./target-check";

// A file URL the tracking service hands over, checked by the one target check (target-check.ts) and worded for
// a download: https and public addresses only, except the trusted origins of the policy.

export type { Resolver } from "./target-check";

/** Where a fetch of a URL chosen by someone else may go. */
export type FetchPolicy = {
  /**
   * Origins trusted as they are (http and private addresses included): in simulated mode, the simulator's own.
   * Everything else must be https on global unicast addresses.
   */
  trustedOrigins: readonly string[];
};

/** A checked target: the addresses to connect to (null for a trusted origin, which resolves as usual). */
export type FetchTarget = CheckedTarget;

export class UnsafeTargetError extends AppError {
  constructor(reason: string, done: "downloaded" | "uploaded" = "downloaded") {
    super(
      "upstream_unavailable",
      `The tracking service handed over a file address Quayside will not ${done === "downloaded" ? "fetch" : "send to"} (${reason}), so nothing was ${done}. Try again later.`,
    );
  }
}

/** The file store a workspace's downloads and uploads may use: in simulated mode the simulator is trusted. */
export function fileStorePolicy(mode: string): FetchPolicy {
  return { trustedOrigins: mode === "simulated" ? [new URL(env.SIMULATOR_URL).origin] : [] };
}

const REASONS: Record<Exclude<TargetProblem, "unresolved">, string> = {
  invalid: "not a valid address",
  scheme: "not https",
  credentials: "credentials in the address",
  address: "a private, loopback or reserved network address",
  forbidden: "a private, loopback or reserved network address",
};

/** Checks a URL before anything is sent to it; the caller connects to exactly the addresses returned. */
export async function checkFetchTarget(
  raw: string | URL,
  policy: FetchPolicy,
  resolve: Resolver = systemResolver,
  done: "downloaded" | "uploaded" = "downloaded",
): Promise<FetchTarget> {
  const checked = await checkTarget(raw, { trustedOrigins: policy.trustedOrigins }, resolve);
  if (checked.ok) return checked.target;
  if (checked.problem === "unresolved")
    throw new AppError(
      "upstream_unavailable",
      "The file store could not be found (its host name does not resolve). Try again in a moment.",
    );
  throw new UnsafeTargetError(REASONS[checked.problem], done);
}
