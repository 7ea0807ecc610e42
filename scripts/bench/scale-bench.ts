// `npm run bench:scale [-- containers=300000]`: Quayside at a real account's size, one table of figures.
// A fresh database holds a backfilled simulated world copied in SQL to `containers` boxes (bench-stack.ts);
// each periodic job is then timed in this process, on the workspace's simulated clock, the way the worker runs it:
//  - re-evaluation (cache.recompute, every 10 s) with nothing due, as on most turns;
//  - the same at a zone's midnight: the clock is set to the instant most boxes wait for (a terminal zone's
//    next midnight) and every one of them must roll over;
//  - a re-evaluation of every box (what each turn cost before reevaluate_at, and what a tariff or LFD-rule
//    change still costs);
//  - the alerts' clock pass (alerts.clock, every 10 s) first over every box, then with nothing due, and the
//    change pass's poll with nothing changed (every 5 s);
//  - the board: the page cache's version read, each query shape's page as it is computed on a change (uncached),
//    and a row's bytes as GET /api/containers sends it (with the viewer's work columns);
//  - table and index sizes per 100,000 boxes.
// The world is mostly history, as a real account (`onBoard=0.15`: 15 % of the boxes on the board).
// Timings are medians of `runs` turns on a machine that should be otherwise quiet; they stay out of tests.
import { formatCount } from "../../lib/shared/format/number";

import { seedBenchWorld } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 10_000);
const RUNS = Number(args["runs"] ?? 3);
const ON_BOARD = Number(args["onBoard"] ?? 0.15);

const { db } = await import("../../lib/server/db");
const { resetClock, now } = await import("../../lib/server/clock");
const { markAllDue, recomputeWorkspace } = await import("../../lib/server/cache/recompute");
const { clockPass } = await import("../../lib/server/alerts/clock-pass");
const { deriveChangedBoxes } = await import("../../lib/server/alerts/derive-changed");
const { LISTED_WHERE, NOT_RETURNED_WHERE } = await import("../../lib/server/sql/board-sql");
const { containersVersion } = await import("../../lib/server/containers/page-cache");
const { loadPage } = await import("../../lib/server/containers/load-page");
const { listContainersJson } = await import("../../lib/server/containers/query");
const { containersQuerySchema } = await import("../../lib/validations/containers-query");

const rows: [string, string][] = [];
const row = (name: string, value: string): void => {
  rows.push([name, value]);
  console.log(`${name}: ${value}`);
};
const seconds = (ms: number): string => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await timed(work)).ms);
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
}

const seedStarted = performance.now();
const world = await seedBenchWorld({ containers: CONTAINERS, secret: "bench-scale", onBoard: ON_BOARD });
const { workspaceId } = world;
try {
  const total = await db.container.count({ where: { workspaceId } });
  row("containers", formatCount(total));
  row("seed (backfill + SQL copies)", seconds(performance.now() - seedStarted));
  await db.$executeRawUnsafe("VACUUM ANALYZE containers");

  // First turn after the seed: the copies came with their originals' instants.
  await recomputeWorkspace(workspaceId);
  row("re-evaluation, nothing due (every 10 s)", seconds(await median(() => recomputeWorkspace(workspaceId))));

  const [busiest] = await db.$queryRaw<{ at: Date; boxes: bigint }[]>`
    SELECT reevaluate_at AS at, count(*) AS boxes FROM containers
    WHERE workspace_id = ${workspaceId}::uuid AND reevaluate_at IS NOT NULL
    GROUP BY reevaluate_at ORDER BY count(*) DESC LIMIT 1`;
  const waiting = await db.container.count({ where: { workspaceId, reevaluateAt: { not: null } } });
  row("boxes time can change (not returned)", `${formatCount(waiting)} of ${formatCount(total)}`);
  if (busiest) {
    const { sim } = world;
    await sim.request("/_sim/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ set: busiest.at.toISOString(), tick: false }),
    });
    resetClock();
    const rollover = await timed(() => recomputeWorkspace(workspaceId));
    const left = await db.container.count({ where: { workspaceId, reevaluateAt: { lte: busiest.at } } });
    row(
      `a zone's midnight (${busiest.at.toISOString()})`,
      `${formatCount(Number(busiest.boxes))} boxes read, ${formatCount(rollover.result)} changed, in ${seconds(rollover.ms)}; ${left} left due`,
    );
  }

  const at = await now("simulated");
  const everything = await timed(async () => {
    await markAllDue(workspaceId);
    return recomputeWorkspace(workspaceId);
  });
  row("re-evaluation of every box (a settings change)", seconds(everything.ms));

  // The first pass looks at every box on the board (new boxes are due); the turns after it are the idle pass.
  const firstPass = await timed(() => clockPass(workspaceId, at));
  row(
    "alerts clock pass, first (every box on the board)",
    `${seconds(firstPass.ms)} (${formatCount(firstPass.result.boxes)} boxes)`,
  );
  // Steady state: the first pass rewrote every box on the board; autovacuum would have caught up by the next turns.
  await db.$executeRawUnsafe("VACUUM ANALYZE containers");
  row("alerts clock pass, nothing due (every 10 s)", seconds(await median(() => clockPass(workspaceId, at))));
  // The first derive looks at every box once; the turns after it are the idle poll.
  await deriveChangedBoxes(workspaceId, at, { maxBoxes: 10_000_000 });
  // Steady state again: the first look rewrote every box's state and cleared its flag.
  await db.$executeRawUnsafe("VACUUM ANALYZE containers, alert_box_states");
  row("derive poll, nothing changed (every 5 s)", seconds(await median(() => deriveChangedBoxes(workspaceId, at))));

  // The board, after the passes above left every box evaluated and the table vacuumed.
  const onBoard = await db.container.count({ where: { AND: [{ workspaceId }, NOT_RETURNED_WHERE, LISTED_WHERE] } });
  row("boxes on the board", formatCount(onBoard));
  row("board: the page cache's version read", seconds(await median(() => containersVersion(workspaceId))));
  const sample = await db.container.findFirstOrThrow({
    where: { workspaceId },
    orderBy: { number: "desc" },
    select: { number: true },
  });
  const shapes: Record<string, string> = {
    "first page (urgency)": "",
    "bucket filter": "bucket=past_lfd,lfd_today,lfd_tomorrow",
    "lens (Pull now)": "lens=pull_now",
    "sort by money at risk": "sort=money&dir=desc",
    "sort by LFD desc": "sort=lfd&dir=desc",
    "search (part of a number)": `q=${sample.number.slice(2, 8).toLowerCase()}`,
  };
  for (const [name, search] of Object.entries(shapes)) {
    const query = containersQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(search)), limit: "100" });
    row(
      `board: ${name}, 100 rows computed (a change, or the first ask)`,
      seconds(await median(() => loadPage(workspaceId, query))),
    );
  }
  const viewer = await db.user.findFirstOrThrow({ where: { workspaceId }, select: { id: true } });
  const page = JSON.parse(
    await listContainersJson(workspaceId, containersQuerySchema.parse({ limit: "100" }), viewer),
  ) as { data: unknown[] };
  const rowBytes = page.data.reduce<number>((sum, item) => sum + JSON.stringify(item).length, 0) / page.data.length;
  row("board: a row as sent (with work columns)", `${formatCount(Math.round(rowBytes))} bytes`);

  const sizes = await db.$queryRaw<{ name: string; table_bytes: bigint; index_bytes: bigint }[]>`
    SELECT relname AS name, pg_table_size(oid) AS table_bytes, pg_indexes_size(oid) AS index_bytes
    FROM pg_class WHERE relname IN ('containers', 'container_changes', 'alert_box_states') AND relkind = 'r'`;
  for (const size of sizes) {
    const per = (bytes: bigint) => `${(((Number(bytes) / total) * 100_000) / 1_048_576).toFixed(0)} MB`;
    row(`${size.name} per 100,000 boxes (table / indexes)`, `${per(size.table_bytes)} / ${per(size.index_bytes)}`);
  }

  console.log(`\n| bench:scale, ${formatCount(total)} containers | |\n|---|---|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await world.stop();
  await db.$disconnect();
}
