import "server-only";

import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

import { pinnedLookup, type CheckedTarget } from "@/lib/server/http/target-check";

// POSTs JSON to a checked target, connecting only to the addresses that were checked. No redirects are
// followed (a receiver that redirects is misconfigured, and following could leave the checked host). The whole
// exchange has one deadline (connect, headers and the body we read), not an idle timeout: a receiver that
// trickles its headers a byte every few seconds would otherwise hold the send for minutes. The answer of an internal target
// (this machine, in demo mode) is never read: its body must not reach the delivery log, where whoever set the
// URL would read what a local service said.

const SEND_DEADLINE_MS = 10_000;
/** What a send stopped because its lease was taken over says (here and for email in deliver.ts). */
export const LEASE_LOST = "the send was stopped (its lease was lost)";
const MAX_RESPONSE = 2_000;

export type PostResult = { status: number; body: string };
export type PostOptions = { signal?: AbortSignal };

export function postJson(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  options: PostOptions = {},
): Promise<PostResult> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const request = send(
      target.url,
      {
        method: "POST",
        agent: false,
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
        const done = (): void => {
          finish(() => resolve({ status: response.statusCode ?? 0, body: text.slice(0, MAX_RESPONSE) }));
          // What we keep of the answer is read: the rest is not waited for.
          request.destroy();
        };
        // A 2xx says all we need: its body is never waited for (a receiver that answers and then trickles holds
        // nothing). An internal target's body is never read at all.
        const status = response.statusCode ?? 0;
        if (target.internal || (status >= 200 && status < 300)) return done();
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
          if (text.length >= MAX_RESPONSE) done();
        });
        response.on("end", done);
        response.on("error", (error) => finish(() => reject(connectionError(error))));
      },
    );
    const fail = (error: Error): void => {
      finish(() => reject(error));
      request.destroy();
    };
    const timer = setTimeout(
      () => fail(new Error(`no complete answer within ${SEND_DEADLINE_MS / 1000} s`)),
      SEND_DEADLINE_MS,
    );
    const onAbort = (): void => fail(new Error(LEASE_LOST));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    // A local target's connection error names local ports ("ECONNREFUSED 127.0.0.1:5432"): whoever set the URL
    // must not learn from the delivery log what listens on this machine.
    const connectionError = (error: Error): Error =>
      target.internal ? new Error(`${target.url.host} could not be reached`) : error;
    request.on("error", (error) => finish(() => reject(connectionError(error))));
    request.end(body);
  });
}
