import "server-only";

import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

import { AppError } from "@/lib/shared/app-error";

import { incomingStream } from "./incoming-stream";
import { checkFetchTarget, type FetchPolicy, type FetchTarget, type Resolver } from "./safe-fetch-target";
import { pinnedLookup } from "./target-check";

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type SafeDownload = {
  status: number;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array>;
};

/**
 * GETs a URL someone else chose (a presigned file URL from the tracking service) without letting it reach
 * our own network: each hop is checked by checkFetchTarget and connected to the addresses that were checked,
 * and a redirect is followed only after its target passes the same check, at most three times.
 */
export async function safeDownload(
  raw: string,
  policy: FetchPolicy,
  options: { signal?: AbortSignal; resolve?: Resolver } = {},
): Promise<SafeDownload> {
  let url = new URL(raw);
  for (let hop = 0; ; hop += 1) {
    const response = await get(await checkFetchTarget(url, policy, options.resolve), options.signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return toDownload(response);
    response.destroy();
    if (hop >= MAX_REDIRECTS)
      throw new AppError(
        "upstream_unavailable",
        "The file store redirected too many times, so nothing was downloaded. Try again later.",
      );
    url = new URL(location, url);
  }
}

function get(target: FetchTarget, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // No shared agent: a pooled socket must never carry a request for a host it was not checked for.
    const request = send(
      target.url,
      {
        method: "GET",
        agent: false,
        signal,
        headers: { accept: "*/*" },
        ...(target.addresses ? { lookup: pinnedLookup(target.addresses) } : {}),
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

function toDownload(response: IncomingMessage): SafeDownload {
  return {
    status: response.statusCode ?? 0,
    contentType: response.headers["content-type"] ?? null,
    contentLength: response.headers["content-length"] ?? null,
    body: incomingStream(response),
  };
}
