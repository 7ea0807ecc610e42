import "server-only";

import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

import { pinnedLookup, type CheckedTarget } from "@/lib/server/http/target-check";

// POSTs JSON to a checked target, connecting only to the addresses that were checked. No redirects are
// followed (a receiver that redirects is misconfigured, and following could leave the checked host). The answer
// of an internal target (this machine, in demo mode) is never read: its body must not reach the delivery log,
// where whoever set the URL would read what a local service said.

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE = 2_000;

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
        if (target.internal) {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: "" }));
          response.on("error", reject);
          return;
        }
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
