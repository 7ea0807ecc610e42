// An orderly stop of the app's HTTP server: no new connections, idle keep-alive sockets closed at once,
// requests in flight given up to `graceMs` to finish, then whatever is left is cut. Live streams are ended by
// their own drain listeners (lib/server/http/draining.ts) before this waits, or they would hold it to the end.
import type { Server } from "node:http";

export type DrainResult = { forced: boolean; ms: number };

export async function drainHttpServer(server: Server, graceMs: number): Promise<DrainResult> {
  const started = Date.now();
  if (!server.listening) return { forced: false, ms: 0 };
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Keep-alive sockets that go idle after their last response would otherwise hold close() open.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const forced = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (forced) {
    server.closeAllConnections();
    await closed;
  }
  return { forced, ms: Date.now() - started };
}
