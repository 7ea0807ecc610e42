import "server-only";

import type { LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";

import type { CheckedTarget } from "./webhook-target";

// POSTs JSON to a checked target, connecting only to the addresses that were checked. No redirects are
// followed (a receiver that redirects is misconfigured, and following could leave the checked host).

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE = 2_000;

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, addresses);
    const chosen = addresses.find((entry) => !options.family || entry.family === options.family) ?? addresses[0];
    if (!chosen) return callback(new Error("no checked address"), "", undefined);
    callback(null, chosen.address, chosen.family);
  };
}

export type PostResult = { status: number; body: string };

export function postJson(target: CheckedTarget, body: string, headers: Record<string, string>): Promise<PostResult> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: "POST",
        agent: false,
        timeout: TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Quayside-Alerts/1",
          ...headers,
        },
        ...(target.addresses ? { lookup: pinnedLookup(target.addresses) } : {}),
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < MAX_RESPONSE) text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text.slice(0, MAX_RESPONSE) }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
    request.end(body);
  });
}
