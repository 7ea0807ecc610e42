// Child process of bench:isolation: one worker's alert engine alone (derive, fan out, send), without the sync
// jobs, so the benchmark measures the alert path and nothing else. Stops on SIGTERM.
const { startAlertEngine } = await import("../../../lib/server/alerts/engine");

const engine = await startAlertEngine();
process.on("SIGTERM", () => {
  void engine.stop().then(() => process.exit(0));
});
export {};
