// The background worker killed with SIGKILL (no chance to release anything): the start script must restart it
// while the app keeps serving, and a job it held must be taken over once its lease lapses.
import { until, type Fault } from "../context";
import { query, queryOne } from "../db-query";
import { sleep } from "../http";
import { monitor } from "../monitor";
import { isAlive } from "../proc";
import { seconds, tally } from "../report";

const FIND_ACTIVE_MS = 30_000;
const RECOVERY_BOUND_MS = 120_000;
const WAIT_MS = 150_000;

type Active = { id: string; name: string };

export const workerKill: Fault = {
  name: "worker kill -9",
  done: "SIGKILL the worker (while it holds a job when one is running within 30 s), poll /api/health every 0.5 s",
  expected:
    "app answers 200 throughout; a new worker runs, the held job is taken over and a job completes within 120 s",
  run: async (ctx) => {
    const url = ctx.stack.databaseUrl;
    const oldPid = ctx.stack.pidOf("worker");
    if (oldPid === null) throw new Error("no worker process found under the start script");
    // A job in hand makes the kill meaningful: wait a little for one (the first backfill usually is).
    let active: Active[] = [];
    const findUntil = until(ctx, FIND_ACTIVE_MS);
    while (Date.now() < findUntil) {
      // The worker creates pg-boss's schema when it first starts: until then there is nothing to read.
      active = await query<Active>(url, "SELECT id::text, name FROM pgboss.job WHERE state = 'active'").catch(() => []);
      if (active.length > 0) break;
      await sleep(250);
    }
    const health = monitor(`${ctx.stack.appUrl}/api/health`);
    const killedAtDb = (await queryOne<{ now: Date }>(url, "SELECT clock_timestamp() AS now"))?.now ?? new Date();
    const killedAt = Date.now();
    process.kill(oldPid, "SIGKILL");
    ctx.log(`  killed worker pid ${oldPid}; jobs in hand: ${active.map((a) => a.name).join(", ") || "none"}`);

    let workerAt: number | null = null;
    let completedAt: number | null = null;
    let takenOverAt: number | null = active.length === 0 ? killedAt : null;
    const waitUntil = until(ctx, WAIT_MS);
    while (Date.now() < waitUntil && (workerAt === null || completedAt === null || takenOverAt === null)) {
      const pid = ctx.stack.pidOf("worker");
      if (workerAt === null && pid !== null && pid !== oldPid && isAlive(pid)) workerAt = Date.now();
      if (completedAt === null) {
        const done = await queryOne<{ n: number }>(
          url,
          "SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'completed' AND completed_on > $1",
          [killedAtDb],
        );
        if ((done?.n ?? 0) > 0) completedAt = Date.now();
      }
      if (takenOverAt === null) {
        // Still held by the dead worker: active since before the kill.
        const held = await queryOne<{ n: number }>(
          url,
          "SELECT count(*)::int AS n FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state = 'active' AND started_on <= $2",
          [active.map((a) => a.id), killedAtDb],
        );
        if ((held?.n ?? 1) === 0) takenOverAt = Date.now();
      }
      await sleep(1_000);
    }
    const samples = await health.stop();
    const statuses = samples.map((s) => s.status);
    const down = statuses.filter((s) => s !== "200").length;
    const recovery =
      workerAt !== null && completedAt !== null && takenOverAt !== null
        ? Math.max(workerAt, completedAt, takenOverAt) - killedAt
        : null;
    const since = (at: number | null): string => (at === null ? "never" : seconds(at - killedAt));
    return [
      {
        fault: workerKill.name,
        done: `${workerKill.done}; killed pid ${oldPid} holding ${active.length === 0 ? "no job" : active.map((a) => a.name).join(", ")}`,
        expected: workerKill.expected,
        observed: `health ${tally(statuses)}; new worker after ${since(workerAt)}; held job taken over after ${active.length === 0 ? "n/a" : since(takenOverAt)}; a job completed after ${since(completedAt)}`,
        pass: down === 0 && samples.length > 0 && recovery !== null && recovery < RECOVERY_BOUND_MS,
        figure: recovery === null ? `not recovered within ${seconds(WAIT_MS)}` : `recovered in ${seconds(recovery)}`,
      },
    ];
  },
};
