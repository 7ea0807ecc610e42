// Next.js calls register() once per server start, before the first request (README, Monitoring: Tracing).
export async function register(): Promise<void> {
  // Next.js writes NEXT_RUNTIME into each bundle when it builds, so the edge bundle (if any) never loads the SDK;
  // lib/env.mjs cannot stand in for a value fixed at build time.
  // eslint-disable-next-line no-restricted-properties -- see above
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("./lib/server/observability/tracing");
  await startTracing("quayside-app");
}
