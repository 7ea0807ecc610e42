import "server-only";

import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";

import { isPublicAddress, literalAddress } from "@/lib/server/http/public-address";
import { AppError } from "@/lib/shared/app-error";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

// Where a chat or outbound webhook may post. Live mode: https only, and every address the host resolves to
// must be public (never loopback, private, link-local or metadata addresses), checked when saved and again
// before each send, and the connection goes to exactly the addresses checked (a later DNS answer cannot move
// it). Simulated (demo) mode also allows http and local receivers, for trying it out on one machine.

/** Only simulated mode may post to loopback and http targets; unconfigured is checked as strictly as live. */
export type TargetMode = WorkspaceMode;
export type CheckedTarget = { url: URL; addresses: LookupAddress[] | null };
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

function refuse(message: string): never {
  throw new AppError("bad_request", message);
}

export async function checkWebhookTarget(
  raw: string,
  mode: TargetMode,
  resolve: Resolver = systemResolver,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    refuse("The webhook URL is not a valid URL. Paste the full address, starting with https://.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") refuse("The webhook URL must start with https://.");
  if (url.username || url.password) refuse("The webhook URL must not contain a user name or password.");
  if (mode === "simulated") return { url, addresses: null };
  if (url.protocol !== "https:") refuse("The webhook URL must use https:// (http is allowed only in demo mode).");
  const literal = literalAddress(url.hostname);
  const addresses = literal
    ? [{ address: literal, family: literal.includes(":") ? 6 : 4 }]
    : await resolve(url.hostname).catch(() => []);
  if (addresses.length === 0) refuse(`The webhook host ${url.hostname} does not resolve. Check the address.`);
  if (!addresses.every((entry) => isPublicAddress(entry.address)))
    refuse(
      `The webhook host ${url.hostname} is a private, loopback or reserved address; Quayside only posts to public addresses.`,
    );
  return { url, addresses };
}

/** What the delivery log and settings show of a secret URL: its host only. */
export function targetHint(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return "invalid";
  }
}
