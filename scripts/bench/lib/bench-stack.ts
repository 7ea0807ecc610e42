// Shared by the HTTP benchmarks: a simulated world backfilled into the bench database, N `next start`
// instances and M workers on it, a signed-in session, and percentiles.
import { OFF_BOARD_BUCKETS } from "../../../lib/domain/bucket";
import { childEnv, env } from "../../../lib/env.mjs";
import { startSimulator } from "../../../simulator/testing";
import { buildIfNeeded } from "../../lib/build-if-needed";
import { freePort } from "../../lib/free-port";
import { startProcess, stopAll, waitForHttp } from "../../lib/processes";

export type BenchStack = {
  apps: string[];
  /** Pid of each `next start` child, in the order of `apps` (for memory sampling). */ appPids: number[];
  simulatorUrl: string;
  workspaceId: string;
  email: string;
  password: string;
  startWorkers: (count: number) => void;
  stop: () => Promise<void>;
};

export type BenchWorld = {
  workspaceId: string;
  email: string;
  simulatorUrl: string;
  /** The seeded world's simulator, for its control API (`/_sim/clock`). */
  sim: ReturnType<typeof startSimulator>;
  stop: () => Promise<void>;
};

/**
 * Seeds by backfilling a simulated world of up to 2,000 containers through the real sync code (rate limits
 * lifted for the seed only) and copying it in SQL up to `containers`, most of them history, then marks live
 * updates as connected with a known secret.
 */
export async function seedBenchWorld(options: {
  containers: number;
  secret: string;
  /** The share of boxes on the board (not returned), as in a real account; unset, copies keep the world's mix. */
  onBoard?: number;
}): Promise<BenchWorld> {
  const { createTestWorkspace } = await import("../../../lib/testing/db-fixtures");
  const { syncLists } = await import("../../../lib/server/sync/lists");
  const { db } = await import("../../../lib/server/db");
  const { encryptSecret } = await import("../../../lib/server/crypto");
  // At most 2,000 real containers are backfilled (the sync code's pace, not the point here); the rest are
  // copies of them in SQL with new ids and numbers, so buckets, terminals and lines keep their real mix.
  const real = Math.min(options.containers, 2_000);
  const sim = startSimulator({ containers: real, start: "2026-03-05T15:00:00Z", speed: 0, rateLimits: false });
  // On a free port: the bench process seeds through it (serveSimulator points it there), and the children
  // are given its URL.
  const { serveSimulator } = await import("../../../lib/testing/serve-simulator");
  const server = await serveSimulator(sim);
  const simulatorUrl = server.url;
  const { workspace, users } = await createTestWorkspace(["dispatcher"]);
  const seedStarted = Date.now();
  const seeded = await syncLists(workspace.id, { ref: "bench-seed", backfill: true });
  console.log(
    `seed: ${seeded.containers} containers backfilled in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (${seeded.requests} requests)`,
  );
  const have = await db.container.count({ where: { workspaceId: workspace.id } });
  if (options.containers > have) {
    const columns = (
      await db.$queryRaw<
        { column_name: string }[]
      >`SELECT column_name FROM information_schema.columns WHERE table_name = 'containers' AND table_schema = current_schema()`
    )
      .map((row) => row.column_name)
      .filter((name) => !["id", "upstream_id", "number", "change_seq"].includes(name));
    const list = columns.map((name) => `"${name}"`).join(", ");
    const offBoard = OFF_BOARD_BUCKETS.map((bucket) => `'${bucket}'`).join(", ");
    const copy = async (filter: string, count: number): Promise<void> => {
      const [{ n } = { n: 0n }] = await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM containers WHERE workspace_id = $1::uuid AND ${filter}`,
        workspace.id,
      );
      if (count <= 0 || n === 0n) return;
      await db.$executeRawUnsafe(
        `INSERT INTO containers (id, upstream_id, number, ${list})
         SELECT gen_random_uuid(), upstream_id || '-copy' || n, left(number, 4) || lpad(((substr(number, 5, 6)::bigint + n * 7919) % 1000000)::text, 6, '0') || right(number, 1), ${list}
         FROM containers, generate_series(1, $2::int) AS n WHERE workspace_id = $1::uuid AND ${filter}
         LIMIT $3::int`,
        workspace.id,
        Math.ceil(count / Number(n)),
        count,
      );
    };
    // A real account is mostly history: with `onBoard`, that share of the boxes are copies of boxes still on the
    // board and the rest copies of returned ones (the service's account of 292,863 holds tens of thousands on the
    // board); without it, every box is copied alike.
    const wanted = options.containers - have;
    const original = `upstream_id NOT LIKE '%-copy%'`;
    if (options.onBoard === undefined) await copy(original, wanted);
    else {
      const onBoard = Math.min(wanted, Math.max(0, Math.round(options.containers * options.onBoard) - have));
      await copy(`bucket NOT IN (${offBoard}) AND ${original}`, onBoard);
      await copy(`bucket IN (${offBoard}) AND ${original}`, wanted - onBoard);
    }
    await db.$executeRawUnsafe("ANALYZE containers");
    console.log(`seed: copied to ${await db.container.count({ where: { workspaceId: workspace.id } })} containers`);
  }
  await db.workspaceSync.update({
    where: { workspaceId: workspace.id },
    data: {
      webhookSecretCiphertext: encryptSecret(options.secret),
      webhookUpstreamId: "bench",
      webhookConnectedAt: new Date(),
    },
  });

  return {
    workspaceId: workspace.id,
    email: users[0]?.email ?? "",
    simulatorUrl,
    sim,
    stop: async () => {
      await server.close();
      await sim.stop();
    },
  };
}

/** Seeds (seedBenchWorld), then starts `apps` instances of `next start` and `workers` workers on it. */
export async function startBenchStack(options: {
  containers: number;
  apps: number;
  workers: number;
  secret: string;
  onBoard?: number;
}): Promise<BenchStack> {
  const { TEST_PASSWORD } = await import("../../../lib/testing/db-fixtures");
  const world = await seedBenchWorld(options);
  const { simulatorUrl } = world;
  const log = (line: string) => console.log(line);
  const base = childEnv({
    DATABASE_URL: env.DATABASE_URL,
    AUTH_SECRET: env.AUTH_SECRET,
    SIMULATOR_URL: simulatorUrl,
    LOG_LEVEL: "error",
    NODE_OPTIONS: "",
  });
  await buildIfNeeded(base, log);
  const apps: string[] = [];
  const appPids: number[] = [];
  for (let i = 0; i < options.apps; i += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = startProcess(
      `app${i}`,
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", String(port)],
      { ...base, APP_URL: url, NEXTAUTH_URL: url, PORT: String(port) },
      { quiet: true },
    );
    await waitForHttp(`${url}/api/health`, app);
    apps.push(url);
    appPids.push(app.child.pid ?? 0);
  }
  let workers = 0;
  const startWorkers = (count: number): void => {
    for (let i = 0; i < count; i += 1, workers += 1) {
      startProcess(
        `worker${workers}`,
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
        { ...base, APP_URL: apps[0] ?? "" },
        { quiet: true },
      );
    }
  };
  startWorkers(options.workers);
  return {
    apps,
    appPids,
    simulatorUrl,
    workspaceId: world.workspaceId,
    email: world.email,
    password: TEST_PASSWORD,
    startWorkers,
    stop: async () => {
      await stopAll();
      await world.stop();
    },
  };
}

/** A session cookie through next-auth's credentials flow, as the sign-in form does. */
export async function signInCookie(appUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${appUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await fetch(`${appUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (${response.status})`);
  return session;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number): string => `${value.toFixed(0)} ms`;
