// CLI entry: `npm run simulator`. Reads SIM_* from the environment (see config.ts and README.md).
import { loadConfig } from "./config";
import { createSimulator } from "./server";

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const sim = createSimulator({
    seed: config.SIM_SEED,
    containers: config.SIM_CONTAINERS,
    start: config.SIM_START,
    speed: config.SIM_SPEED,
    webhookRetryBaseMs: config.SIM_WEBHOOK_RETRY_BASE_MS,
    webhookTimeoutMs: config.SIM_WEBHOOK_TIMEOUT_MS,
    publicUrl: config.SIM_PUBLIC_URL,
    maxAccounts: config.SIM_MAX_ACCOUNTS,
    accountContainers: config.SIM_ACCOUNT_CONTAINERS,
  });
  const server = await sim.listen(config.SIM_PORT, config.SIM_HOST);
  sim.startTicker(config.SIM_TICK_MS);
  const state = sim.clock.snapshot();
  console.log(
    `Terminal49 v2 stand-in on ${server.url}/v2 (seed ${config.SIM_SEED}, ${sim.world.containers.length} containers, ` +
      `clock ${state.now} x${state.speed}, ready in ${Math.round(performance.now() - started)} ms). Keys: sim_paid_key, sim_basic_key, sim_trial_key, sim_free_key, and any sim_ws_<24+ letters/digits> (an account with its own world). Control: ${server.url}/_sim`,
  );
  const stop = (): void => {
    void sim.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
