// `npm run bench:work [-- containers=10000 users=20 bulk=5000 rounds=4 seconds=15]`: one `next start` on a fresh
// database holding a backfilled simulated world copied to 10,000 containers (no worker). Prints:
//  1. POST /api/containers/bulk assigning (then unassigning) 5,000 boxes, `rounds` times in a row, one request
//     each with the summary as the answer: wall time of each, while 20 signed-in users read GET /api/containers
//     (each asks again a second after its answer, as dispatchers at work do); their p50/p95 during the
//     batches, and for the same time before them for comparison;
//  2. the same batch with `"async": true`: time until GET /api/containers/bulk/{jobId} says done;
//  3. GET /api/calendar for a month (the world's month, with planned pickups, appointments and returns
//     spread over it) at 10,000 containers: p50/p95 for one user asking in a loop (each answer computed again:
//     a box is written before every request), and for 20 users as above.
// Figures only: nothing here passes or fails on time.
import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 10_000);
const USERS = Number(args["users"] ?? 20);
const BULK = Number(args["bulk"] ?? 5_000);
const SECONDS = Number(args["seconds"] ?? 15);
const ROUNDS = Number(args["rounds"] ?? 4);
const MONTH = { from: "2026-03-01", to: "2026-03-31" };

const { db } = await import("../../lib/server/db");
const stack = await startBenchStack({ containers: CONTAINERS, apps: 1, workers: 0, secret: "bench-work" });
const [app = ""] = stack.apps;

type Timed = { ms: number; ok: boolean };

/** `USERS` users, each asking `path()` again a second after its answer, until `until()` says stop. */
async function readers(cookie: string, path: (i: number) => string, until: () => boolean): Promise<Timed[]> {
  const timings: Timed[] = [];
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      await new Promise((resolve) => setTimeout(resolve, (user * 1000) / USERS));
      for (let i = user; !until(); i += 1) {
        const t0 = performance.now();
        const response = await fetch(`${app}${path(i)}`, { headers: { cookie } });
        await response.arrayBuffer();
        timings.push({ ms: performance.now() - t0, ok: response.ok });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }),
  );
  return timings;
}

function summary(timings: Timed[]): string {
  const values = timings.map((t) => t.ms);
  return `${timings.length} requests, p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}, errors ${timings.filter((t) => !t.ok).length}`;
}

try {
  const cookie = await signInCookie(app, stack.email, stack.password);
  const me = await db.user.findFirstOrThrow({ where: { email: stack.email } });
  const boxes = await db.container.findMany({
    where: { workspaceId: stack.workspaceId },
    select: { id: true },
    orderBy: { number: "asc" },
    take: BULK,
  });
  const ids = boxes.map((box) => box.id);
  const board = [
    "/api/containers?limit=100",
    "/api/containers?bucket=past_lfd,lfd_today,lfd_tomorrow&limit=100",
    "/api/containers?sort=lfd&dir=desc&limit=100",
  ];
  const boardPath = (i: number): string => board[i % board.length] ?? "";
  const post = (body: unknown) =>
    fetch(`${app}/api/containers/bulk`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: app },
      body: JSON.stringify(body),
    });
  // Warm up: the first requests compile and connect.
  for (const path of [...board, `/api/calendar?from=${MONTH.from}&to=${MONTH.to}`])
    await (await fetch(`${app}${path}`, { headers: { cookie } })).arrayBuffer();
  await (await post({ ids: ids.slice(0, 10), action: "watch" })).arrayBuffer();

  let running = true;
  const during = readers(cookie, boardPath, () => !running);
  const rounds: string[] = [];
  const started = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const t0 = performance.now();
    const response = await post({ ids, action: "assign", assigneeId: round % 2 === 0 ? me.id : null });
    const result = (await response.json()) as { succeeded?: string[]; failed?: unknown[] };
    rounds.push(
      `${ms(performance.now() - t0)} (${response.status}, ${result.succeeded?.length ?? 0} ok, ${result.failed?.length ?? 0} failed)`,
    );
  }
  const busyMs = Date.now() - started;
  running = false;
  const duringTimings = await during;
  const baselineEnd = Date.now() + Math.max(busyMs, SECONDS * 1000);
  const baseline = await readers(cookie, boardPath, () => Date.now() > baselineEnd);
  console.log(
    `POST /api/containers/bulk assign/unassign ${ids.length} boxes at ${CONTAINERS} containers, ${ROUNDS} rounds: ${rounds.join("; ")}`,
  );
  console.log(`  GET /api/containers meanwhile, ${USERS} users: ${summary(duringTimings)}`);
  console.log(`  GET /api/containers with no batch running, ${USERS} users: ${summary(baseline)}`);

  const t1 = performance.now();
  const job = (await (
    await post({ ids, action: "assign", assigneeId: ROUNDS % 2 === 0 ? me.id : null, async: true })
  ).json()) as { jobId: string };
  let status = "running";
  let polls = 0;
  while (status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (
      (await (await fetch(`${app}/api/containers/bulk/${job.jobId}`, { headers: { cookie } })).json()) as {
        status: string;
      }
    ).status;
    polls += 1;
  }
  console.log(
    `async assign of ${ids.length} boxes: ${status} after ${ms(performance.now() - t1)} (${polls} progress polls)`,
  );

  // The calendar's month: planned pickups for 4,000 boxes, terminal appointments for 1,500 and planned returns
  // for 1,000, spread over it, beside the LFDs the world already has.
  await db.$executeRaw`
    INSERT INTO container_work (container_id, workspace_id, version, planned_pickup_date, planned_pickup_zone, planned_pickup_start, planned_return_date, tags, updated_at)
    SELECT id, workspace_id, 1, ${MONTH.from}::date + (row_number() OVER (ORDER BY number) % 31)::int, 'America/Los_Angeles', '08:00',
      CASE WHEN row_number() OVER (ORDER BY number) % 4 = 0 THEN ${MONTH.from}::date + (row_number() OVER (ORDER BY number) % 29)::int END, '{}', now()
    FROM containers WHERE workspace_id = ${stack.workspaceId}::uuid ORDER BY number LIMIT 4000
    ON CONFLICT (container_id) DO UPDATE SET planned_pickup_date = EXCLUDED.planned_pickup_date, planned_pickup_zone = EXCLUDED.planned_pickup_zone, planned_return_date = EXCLUDED.planned_return_date`;
  await db.$executeRaw`
    UPDATE containers SET pickup_appointment_at = ${`${MONTH.from}T16:00:00Z`}::timestamptz + make_interval(days => (abs(hashtext(number)) % 30))
    WHERE id IN (SELECT id FROM containers WHERE workspace_id = ${stack.workspaceId}::uuid ORDER BY number DESC LIMIT 1500)`;
  await db.$executeRawUnsafe("ANALYZE container_work");
  const calendarPath = `/api/calendar?from=${MONTH.from}&to=${MONTH.to}`;
  const sample = (await (await fetch(`${app}${calendarPath}`, { headers: { cookie } })).json()) as {
    days: { entries: unknown[] }[];
  };
  const entries = sample.days.reduce((sum, day) => sum + day.entries.length, 0);
  const single: Timed[] = [];
  for (let i = 0; i < 30; i += 1) {
    // A change before each request: every answer is computed, none served from the cache.
    await db.$executeRaw`UPDATE container_work SET version = version + 1 WHERE container_id = ${ids[i] ?? ""}::uuid`;
    const t = performance.now();
    const r = await fetch(`${app}${calendarPath}`, { headers: { cookie } });
    await r.arrayBuffer();
    single.push({ ms: performance.now() - t, ok: r.ok });
  }
  console.log(
    `GET /api/calendar for ${MONTH.from}…${MONTH.to} at ${CONTAINERS} containers (${entries} entries), cold, one user: ${summary(single)}`,
  );
  const calendarEnd = Date.now() + SECONDS * 1000;
  console.log(
    `  ${USERS} users: ${summary(
      await readers(
        cookie,
        () => calendarPath,
        () => Date.now() > calendarEnd,
      ),
    )}`,
  );
} finally {
  await stack.stop();
  await db.$disconnect();
}
