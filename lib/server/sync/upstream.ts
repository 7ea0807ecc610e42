import "server-only";

import { env } from "@/lib/env.mjs";
import { accountOf, acquire, pauseBucket } from "@/lib/server/budget/budget";
import { accountFetch } from "@/lib/server/http/account-base-url";
import { getUpstreamTarget, workspaceMode, type UpstreamTarget } from "@/lib/server/settings";
import { recordUpstreamCall } from "@/lib/server/observability/counters";
import { unconfiguredError } from "@/lib/server/simulator-key";

import { UpstreamClient, type Priority } from "../upstream/client";

import { markReachable } from "./sync-state";

/** Refuses at once, before any work (reading an upload), when the workspace has nowhere to send anything. */
export async function requireUpstream(workspaceId: string): Promise<void> {
  if ((await workspaceMode(workspaceId)) === "unconfigured") throw unconfiguredError();
}

/**
 * The workspace's client: its target (the simulator or the service with its saved key), the shared budget of
 * that account, reachability reported into the workspace's freshness, and each call counted for /api/metrics.
 */
export async function upstreamFor(
  workspaceId: string,
  priority: Priority,
  options: { maxRetries?: number } = {},
): Promise<{ client: UpstreamClient; target: UpstreamTarget; account: string }> {
  const target = await getUpstreamTarget(workspaceId);
  const account = accountOf(target.apiKey);
  const client = new UpstreamClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    // Live calls connect only to the base URL's checked public addresses; the simulator is ours (loopback).
    ...(target.mode === "live" ? { fetch: accountFetch(target.baseUrl) } : {}),
    priority,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? (priority === "background" ? 4 : 2),
    budget: {
      acquire: (bucket, p) => acquire(account, bucket, { priority: p }),
      pause: (bucket, seconds) => pauseBucket(account, bucket, seconds),
    },
    // Awaited by the client: the call that finds the service back clears the notice (and tells open pages)
    // before it returns. markReachable never throws.
    onOutcome: async (outcome) => {
      recordUpstreamCall(outcome);
      if (outcome.ok) await markReachable(workspaceId, true);
      else if (outcome.error.unreachable) await markReachable(workspaceId, false, outcome.error.reason);
    },
    workspaceId,
  });
  return { client, target, account };
}
