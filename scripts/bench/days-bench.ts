// `npm run bench:days [-- containers=20000]`: day records at a real team's size. A fresh database holds a
// backfilled simulated world copied in SQL to `containers` boxes, all on the board (bench-stack.ts). Prints:
//  1. one day's records: every discharged box not yet returned is made due with yesterday unwritten, and the
//     worker's pass (writeDayRecords) is timed as it runs at a zone's midnight (target: 20,000 boxes under 10 s);
//  2. one box's 365 days read as GET /api/containers/{id}/days reads them (target under 50 ms), median of 20;
//  3. the table's size per 10,000 box days (rows and indexes).
// `year=1` first gives every box written in (1) its 364 days before, copied from its own record (a year of 20,000
// boxes: 7.3 million rows, about 7 GB), then reads as in (2): a box's year stays one index range whatever the
// table's size, which this shows instead of asserting it.
// Timings stay out of tests; run on an otherwise quiet machine.
import { formatCount } from "../../lib/shared/format/number";

import { seedBenchWorld } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 20_000);
const YEAR = args["year"] === "1";

const { db } = await import("../../lib/server/db");
const { now } = await import("../../lib/server/clock");
const { workspaceMode } = await import("../../lib/server/settings");
const { writeDayRecords } = await import("../../lib/server/days/write-days");
const { containerDays } = await import("../../lib/server/days/read-days");

const world = await seedBenchWorld({ containers: CONTAINERS, secret: "bench-days", onBoard: 1 });
try {
  const workspaceId = world.workspaceId;
  const at = await now(await workspaceMode(workspaceId));
  // Every box still at the terminal or out has all but yesterday written: the pass writes one day each. (The
  // copies were made in SQL, so they get their day-record state here.)
  await db.$executeRaw`
    INSERT INTO container_day_state (container_id, workspace_id)
    SELECT id, workspace_id FROM containers WHERE workspace_id = ${workspaceId}::uuid ON CONFLICT DO NOTHING`;
  await db.$executeRaw`UPDATE container_day_state SET due_at = NULL, days_through = NULL, dirty_from = NULL WHERE workspace_id = ${workspaceId}::uuid`;
  const due = await db.$executeRaw`
    UPDATE container_day_state s SET days_through = (${at}::timestamptz AT TIME ZONE 'UTC')::date - 2, due_at = 'epoch'
    FROM containers c
    WHERE c.id = s.container_id AND c.workspace_id = ${workspaceId}::uuid
      AND c.pod_discharged_at < ${at}::timestamptz - interval '2 days' AND c.empty_terminated_at IS NULL`;
  const started = performance.now();
  const written = await writeDayRecords(workspaceId);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `one day's records: ${formatCount(written.days)} days of ${formatCount(written.boxes)} boxes (${formatCount(due)} made due) in ${seconds.toFixed(1)} s (${formatCount(Math.round(written.days / seconds))} days/s)`,
  );

  if (YEAR) {
    const begun = performance.now();
    const filled = await db.$executeRaw`
      INSERT INTO container_days (workspace_id, container_id, container_number, date, zone, phase, record, content_hash, reconstructed)
      SELECT d.workspace_id, d.container_id, d.container_number, d.date - n, d.zone, d.phase, d.record, d.content_hash, true
      FROM container_days d, generate_series(1, 364) AS n
      WHERE d.workspace_id = ${workspaceId}::uuid
        AND d.container_id IN (SELECT container_id FROM container_days GROUP BY container_id HAVING count(*) = 1)
        AND d.container_id <> (SELECT min(container_id::text)::uuid FROM container_days)`;
    await db.$executeRaw`ANALYZE container_days`;
    console.log(
      `a year of every box: ${formatCount(filled)} more rows in ${((performance.now() - begun) / 1000).toFixed(0)} s`,
    );
  }

  // One box with 365 days: its written record copied to the 364 days before.
  // With `year`, the one box left with a single day (the lowest id), so its year is copied as every other's was.
  const [sample] = await db.$queryRaw<{ container_id: string; id: bigint }[]>`
    SELECT container_id, id FROM container_days WHERE workspace_id = ${workspaceId}::uuid
      AND container_id IN (SELECT container_id FROM container_days GROUP BY container_id HAVING count(*) = 1)
    ORDER BY container_id LIMIT 1`;
  if (!sample) throw new Error("no day was written");
  await db.$executeRaw`
    INSERT INTO container_days (workspace_id, container_id, container_number, date, zone, phase, record, content_hash, reconstructed)
    SELECT d.workspace_id, d.container_id, d.container_number, d.date - n, d.zone, d.phase, d.record, d.content_hash, true
    FROM container_days d, generate_series(1, 364) AS n WHERE d.id = ${sample.id}`;
  const reads: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const begun = performance.now();
    const days = await containerDays(workspaceId, sample.container_id);
    reads.push(performance.now() - begun);
    if (days.length !== 365) throw new Error(`read ${days.length} days, not 365`);
  }
  reads.sort((a, b) => a - b);
  console.log(`one box's 365 days read: median ${reads[10]?.toFixed(1)} ms, max ${reads[19]?.toFixed(1)} ms`);

  const [size] = await db.$queryRaw<{ rows: bigint; bytes: bigint; table: bigint }[]>`
    SELECT count(*) AS rows, pg_total_relation_size('container_days') AS bytes, pg_relation_size('container_days') AS table
    FROM container_days`;
  if (size && size.rows > 0n) {
    const per = (bytes: bigint) => ((Number(bytes) / Number(size.rows)) * 10_000) / 1_048_576;
    console.log(
      `container_days: ${formatCount(Number(size.rows))} rows; per 10,000 box days ${per(size.bytes).toFixed(1)} MB with indexes (${per(size.table).toFixed(1)} MB rows)`,
    );
  }
} finally {
  await world.stop();
  await db.$disconnect();
}
