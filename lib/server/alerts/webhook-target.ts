import "server-only";

import { env } from "@/lib/env.mjs";
import {
  checkTarget,
  portOf,
  systemResolver,
  type CheckedTarget,
  type Resolver,
  type TargetProblem,
  type TargetRules,
} from "@/lib/server/http/target-check";
import { AppError } from "@/lib/shared/app-error";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

// Where a chat or outbound webhook may post, by the one target check (lib/server/http/target-check.ts), checked
// when saved and again before each send; the connection goes to exactly the addresses checked. Live mode: https
// and public addresses only. Simulated mode also allows http, and this machine (loopback) only in demo mode
// (QUAYSIDE_DEMO=true), for trying it out on one machine; never private, link-local (cloud metadata), CGNAT or
// reserved addresses, and never the simulator's control API, which answers anyone on this machine.

/** Only simulated mode may post to loopback and http targets; unconfigured is checked as strictly as live. */
export type TargetMode = WorkspaceMode;
export type { CheckedTarget, Resolver };

function rulesFor(mode: TargetMode, demo: boolean): TargetRules {
  const simulator = new URL(env.SIMULATOR_URL);
  // Its port on any spelling of this machine (localhost, [::1], 127.0.0.2) is the same control API.
  const control = { forbiddenOrigins: [simulator.origin], forbiddenLoopbackPorts: [portOf(simulator)] };
  return mode === "simulated" ? { ...control, allowHttp: true, allowLoopback: demo } : control;
}

function message(problem: TargetProblem, host: string, mode: TargetMode, demo: boolean): string {
  switch (problem) {
    case "invalid":
      return "The webhook URL is not a valid URL. Paste the full address, starting with https://.";
    case "scheme":
      return mode !== "simulated"
        ? "The webhook URL must use https:// (http is allowed only in demo mode)."
        : "The webhook URL must start with https://.";
    case "credentials":
      return "The webhook URL must not contain a user name or password.";
    case "unresolved":
      return `The webhook host ${host} does not resolve. Check the address.`;
    case "forbidden":
      return `The webhook host ${host} is the simulated tracking service's control API, which never receives alerts.`;
    case "address":
      if (mode !== "simulated")
        return `The webhook host ${host} is a private, loopback or reserved address; Quayside only posts to public addresses.`;
      return demo
        ? `The webhook host ${host} is a private, link-local or reserved address; Quayside only posts to public addresses, or to this machine in demo mode.`
        : `The webhook host ${host} is a private, loopback or reserved address; Quayside only posts to public addresses (this machine only with QUAYSIDE_DEMO=true).`;
  }
}

export async function checkWebhookTarget(
  raw: string,
  mode: TargetMode,
  resolve: Resolver = systemResolver,
  demo: boolean = env.QUAYSIDE_DEMO,
): Promise<CheckedTarget> {
  const checked = await checkTarget(raw, rulesFor(mode, demo), resolve);
  if (!checked.ok) throw new AppError("bad_request", message(checked.problem, checked.host, mode, demo));
  return checked.target;
}

/** What the delivery log and settings show of a secret URL: its host only. */
export function targetHint(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return "invalid";
  }
}
