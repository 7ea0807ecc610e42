// The app's HTTP server, used by `npm start` and the e2e/bench stack in place of `next start`: Next.js (the
// documented custom server) behind scripts/lib/app-http-server.ts, which hands the app the client's real
// address (TRUSTED_PROXIES says whose X-Forwarded-For to believe) and times out slow clients.
//   NODE_ENV=production node --import tsx scripts/app-server.ts [--dev] [--hostname <address>]
// Listens on PORT, on every interface unless --hostname says otherwise (as `next start` does).
import next from "next";

import { env, requireAuthSecret } from "../lib/env.mjs";
import { parseTrustedProxies } from "../lib/server/auth/client-address";

import { startDraining } from "../lib/server/http/draining";

import { createAppHttpServer } from "./lib/app-http-server";
import { drainHttpServer } from "./lib/drain-server";

const dev = process.argv.includes("--dev");
const hostnameIndex = process.argv.indexOf("--hostname");
const hostname = hostnameIndex === -1 ? undefined : process.argv[hostnameIndex + 1];

// React and Next.js pick their production or development builds from NODE_ENV when first loaded.
if (!dev && env.NODE_ENV !== "production") {
  console.error("scripts/app-server.ts: set NODE_ENV=production (or pass --dev); `npm start` does this.");
  process.exit(2);
}

const app = next({ dev, dir: process.cwd(), hostname: hostname ?? "localhost", port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();

const server = createAppHttpServer((req, res) => handle(req, res), {
  trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  secret: requireAuthSecret(),
});
server.listen(env.PORT, hostname, () => {
  console.log(`> Ready on ${hostname ?? "all interfaces"}, port ${env.PORT} (${dev ? "development" : "production"})`);
});

// An orderly stop: readiness turns 503 and live streams are told to reconnect (draining.ts), no new connection
// is taken, and requests in flight get SHUTDOWN_GRACE_SECONDS to finish before they are cut.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`> ${signal}: draining (up to ${env.SHUTDOWN_GRACE_SECONDS}s for requests in flight)`);
    startDraining();
    void drainHttpServer(server, env.SHUTDOWN_GRACE_SECONDS * 1000)
      .then((result) =>
        console.log(`> stopped in ${result.ms} ms${result.forced ? " (requests still running were cut)" : ""}`),
      )
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
