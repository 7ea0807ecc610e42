import "server-only";

import { request as httpRequest, type Agent, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";

import { incomingStream } from "./incoming-stream";

// A fetch over node:http(s) through an agent whose lookup is pinned to checked addresses: the global fetch
// resolves names itself, so it could connect somewhere the check never saw. It does what the one upstream client
// (lib/server/upstream/client.ts) asks of fetch (a method, headers, a text body, an abort signal) and follows no
// redirect, so a connection never leaves the host that was checked.

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** `agentFor` checks the URL and hands back the pinned agent, or throws, before anything is sent. */
export function fetchThrough(agentFor: (url: URL) => Promise<Agent>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const body = init?.body ?? null;
    if (body !== null && typeof body !== "string") throw new TypeError("This fetch sends text bodies only.");
    const agent = await agentFor(url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    if (body !== null) headers["content-length"] = String(Buffer.byteLength(body));
    const method = init?.method ?? "GET";
    const response = await send(url, { method, headers, agent, signal: init?.signal ?? undefined }, body);
    const status = response.statusCode ?? 0;
    const empty = NULL_BODY_STATUSES.has(status) || method === "HEAD";
    if (empty) response.resume();
    return new Response(empty ? null : incomingStream(response), { status, headers: headersOf(response) });
  };
}

function send(url: URL, options: RequestOptions, body: string | null): Promise<IncomingMessage> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, options, resolve);
    outgoing.on("error", reject);
    outgoing.end(body ?? undefined);
  });
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
