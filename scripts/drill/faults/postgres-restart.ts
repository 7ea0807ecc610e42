// PostgreSQL stopped under the running app, then started again: while it is down the app answers 503 (a known
// outage, with Retry-After), never 500 and never a dropped connection, and a page (the board, signed in) is the
// "database not reachable" page with 503; afterwards it serves again by itself.
import { until, type Fault } from "../context";
import { call, sleep } from "../http";
import { monitor, type Sample } from "../monitor";
import { isAlive } from "../proc";
import { seconds, tally } from "../report";

const DOWN_MIN_MS = 8_000;
const DOWN_MAX_MS = 30_000;
const RECOVER_MS = 90_000;

const firstOkAfter = (samples: Sample[], from: number): number | null =>
  samples.find((s) => s.at >= from && s.status === "200")?.at ?? null;

export const postgresRestart: Fault = {
  name: "PostgreSQL restart",
  done: "stop the drill's PostgreSQL (fast shutdown), keep it down ≥ 8 s, start it again; GET /api/health, a signed-in GET /api/containers and a signed-in page GET /board every 0.5 s",
  expected:
    "503 (not 500, not a dropped connection) while down, the page saying the database is not reachable; 200 again within 90 s; the app process never exits",
  run: async (ctx) => {
    const appPid = ctx.stack.pidOf("app");
    const workerPid = ctx.stack.pidOf("worker");
    const health = monitor(`${ctx.stack.appUrl}/api/health`);
    const board = monitor(`${ctx.stack.appUrl}/api/containers?limit=1`, { cookie: ctx.dispatcher });
    const page = monitor(`${ctx.stack.appUrl}/board`, { cookie: ctx.dispatcher });
    const stoppedAt = Date.now();
    await ctx.stack.stopDatabase();
    const stoppedFor = Date.now();
    // Down long enough for both monitors to see it several times.
    const downUntil = until(ctx, DOWN_MAX_MS);
    while (Date.now() < downUntil) {
      const seen = (samples: Sample[]) => samples.filter((s) => s.at >= stoppedFor).length;
      if (
        Date.now() - stoppedAt >= DOWN_MIN_MS &&
        seen(health.samples()) >= 5 &&
        seen(board.samples()) >= 5 &&
        seen(page.samples()) >= 5
      )
        break;
      await sleep(250);
    }
    const shown = await call(`${ctx.stack.appUrl}/board`, {
      headers: { cookie: ctx.dispatcher },
      timeoutMs: 5_000,
    }).catch(() => null);
    const says = typeof shown?.body === "string" && /database not reachable/i.test(shown.body);
    const startedAt = Date.now();
    await ctx.stack.startDatabase();
    const upAt = Date.now();
    const recoverUntil = until(ctx, RECOVER_MS);
    while (Date.now() < recoverUntil) {
      if (
        firstOkAfter(health.samples(), upAt) !== null &&
        firstOkAfter(board.samples(), upAt) !== null &&
        firstOkAfter(page.samples(), upAt) !== null
      )
        break;
      await sleep(250);
    }
    const [healthSamples, boardSamples, pageSamples] = [await health.stop(), await board.stop(), await page.stop()];
    const whileDown = (samples: Sample[]) =>
      samples.filter((s) => s.at >= stoppedFor && s.at < startedAt).map((s) => s.status);
    const healthDown = whileDown(healthSamples);
    const boardDown = whileDown(boardSamples);
    const healthBack = firstOkAfter(healthSamples, upAt);
    const boardBack = firstOkAfter(boardSamples, upAt);
    const pageDown = whileDown(pageSamples);
    const pageBack = firstOkAfter(pageSamples, upAt);
    const appAlive = appPid !== null && isAlive(appPid) && ctx.stack.startScriptRunning();
    const workerNow = ctx.stack.pidOf("worker");
    const only503 = (statuses: string[]) => statuses.length > 0 && statuses.every((s) => s === "503");
    const back = healthBack !== null && boardBack !== null ? Math.max(healthBack, boardBack) - upAt : null;
    return [
      {
        fault: postgresRestart.name,
        done: postgresRestart.done,
        expected: postgresRestart.expected,
        observed:
          `down ${seconds(startedAt - stoppedAt)}: health ${tally(healthDown)}, board ${tally(boardDown)}; after the start (${seconds(upAt - startedAt)}): health 200 ${healthBack === null ? "never" : `after ${seconds(healthBack - upAt)}`}, ` +
          `board 200 ${boardBack === null ? "never" : `after ${seconds(boardBack - upAt)}`}, page 200 ${pageBack === null ? "never" : `after ${seconds(pageBack - upAt)}`}; page while down ${tally(pageDown)}, ${says ? "saying the database is not reachable" : `NOT saying so (${shown?.status ?? "no answer"})`}; app process ${appAlive ? "kept running" : "DIED"}; worker ${workerNow === workerPid ? "kept running" : `restarted (pid ${workerPid ?? "?"} → ${workerNow ?? "none"})`}`,
        pass:
          only503(healthDown) &&
          only503(boardDown) &&
          only503(pageDown) &&
          says &&
          back !== null &&
          pageBack !== null &&
          appAlive,
        figure:
          back === null
            ? `not serving within ${seconds(RECOVER_MS)}`
            : `serving again ${seconds(back)} after PostgreSQL was up`,
      },
    ];
  },
};
