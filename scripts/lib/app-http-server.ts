// The HTTP server in front of Next.js (scripts/app-server.ts). Two jobs Next's own `next start` cannot do
// for us: tell the app which address each request really comes from (route handlers never see the socket),
// and cut off clients that send their request too slowly to hold connections open.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import type { TrustedProxies } from "../../lib/server/auth/client-address";
import { stampClientAddress } from "../../lib/server/auth/client-address-header";

export type AppHttpServerOptions = {
  trustedProxies: TrustedProxies;
  /** AUTH_SECRET: signs the client-address header so only this server can set it. */
  secret: string;
  /** Whole request (headers and body) must arrive within this. Sized for a 40 MB upload on a ~3 Mbit/s uplink. */
  requestTimeoutMs?: number;
  /** Headers must arrive within this (slowloris). */
  headersTimeoutMs?: number;
  /** How often Node enforces the two timeouts above (its default, 30 s, would let them overrun by as much). */
  checkIntervalMs?: number;
};

export function createAppHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  options: AppHttpServerOptions,
): Server {
  const server = createServer({ connectionsCheckingInterval: options.checkIntervalMs ?? 2_000 }, (req, res) => {
    stampClientAddress(req, options.trustedProxies, options.secret);
    handle(req, res).catch((error: unknown) => {
      console.error("request failed:", error instanceof Error ? error.message : error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.requestTimeout = options.requestTimeoutMs ?? 120_000;
  server.headersTimeout = options.headersTimeoutMs ?? 20_000;
  return server;
}
