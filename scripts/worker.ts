// `npm run worker`: the background worker (sync jobs, priority refresh, webhook inbox). `npm start` starts
// one; more may run against the same database. Needs the react-server condition for server-only modules.
import { runWorker } from "../lib/server/jobs/run-worker";

const stop = await runWorker();
const shutdown = (): void => {
  void stop().finally(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
