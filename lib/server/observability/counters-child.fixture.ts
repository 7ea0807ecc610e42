// Child process of metrics.int.test.ts, standing in for a worker: runs `runs` jobs of one queue through
// observeJob (one of them failing) and records an alert delivery, then flushes its counts to the database and
// exits, as a worker's counts reach the app's scrape.
import { flushClusterMetrics } from "./counter-flush";
import { observeJob, recordAlertDelivery } from "./counters";

const [queue = "", runs = "0"] = process.argv.slice(2);
for (let i = 0; i < Number(runs); i += 1) {
  await observeJob(queue, null, async () => {
    if (i === 0) throw new Error("the first run fails");
  }).catch(() => undefined);
}
recordAlertDelivery("chat", "sent");
await flushClusterMetrics();
console.log(JSON.stringify({ flushed: true }));
process.exit(0);
