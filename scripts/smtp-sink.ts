// The demo SMTP sink (lib/server/alerts/demo-smtp-sink.ts) as a process: `npm start` runs it in demo mode, supervised
// like the worker, on SMTP_SINK_PORT (loopback only). Needs the react-server condition for server-only modules.
import { env } from "../lib/env.mjs";
import { startSmtpSink } from "../lib/server/alerts/demo-smtp-sink";

const sink = await startSmtpSink({ port: env.SMTP_SINK_PORT });
console.log(JSON.stringify({ level: "info", message: "smtp sink listening", port: sink.port }));
const shutdown = (): void => {
  void sink.close().finally(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
