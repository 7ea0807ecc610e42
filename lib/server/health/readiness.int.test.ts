import { afterEach, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";

// GET /api/health/ready and /live, the real handlers on the real database: ready while the schema is exactly
// this code's; not ready when the database holds a migration this code does not know (a newer version ran on
// it) or while shutting down; the worker's heartbeat is reported (ok, stale, none) without deciding readiness.
const ready = await import("@/app/api/health/ready/route");
const live = await import("@/app/api/health/live/route");
const draining = await import("@/lib/server/http/draining");

const FUTURE = "29991231000000_from_a_newer_version";

afterEach(async () => {
  await db.$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${FUTURE}`;
  await db.$executeRaw`DELETE FROM worker_heartbeats`;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("quayside.draining")];
});

type Body = {
  status: string;
  ready: boolean;
  draining: boolean;
  migrations: { ok: boolean; pending: string[]; unknown: string[] };
  worker: { status: string; workers: number; newestBeatAgeSeconds: number | null };
};

async function check(): Promise<{ status: number; body: Body }> {
  const response = await ready.GET();
  return { status: response.status, body: (await response.json()) as Body };
}

async function beat(id: string, secondsAgo: number, stopping = false): Promise<void> {
  await db.$executeRaw`
    INSERT INTO worker_heartbeats (id, host, pid, started_at, beat_at, stopping)
    VALUES (${id}, 'test', 1, now() - interval '1 hour', now() - make_interval(secs => ${secondsAgo}), ${stopping})`;
}

describe("readiness", () => {
  it("is ready on this code's schema, and reports no worker when none beats", async () => {
    await db.$executeRaw`DELETE FROM worker_heartbeats`;
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ready", ready: true, draining: false });
    expect(body.migrations).toEqual({ ok: true, pending: [], unknown: [] });
    expect(body.worker).toEqual({ status: "none", workers: 0, newestBeatAgeSeconds: null });
  });

  it("reports the newest live worker's beat, ok when recent and stale when old, ignoring one that is stopping", async () => {
    await beat("old", 600);
    await beat("leaving", 1, true);
    let { status, body } = await check();
    expect(status).toBe(200);
    expect(body.worker.status).toBe("stale");
    expect(body.worker.workers).toBe(1);
    expect(body.worker.newestBeatAgeSeconds).toBeGreaterThanOrEqual(600);

    await beat("fresh", 2);
    ({ status, body } = await check());
    expect(status).toBe(200);
    expect(body.worker).toMatchObject({ status: "ok", workers: 2 });
    expect(body.worker.newestBeatAgeSeconds).toBeLessThan(30);
  });

  it("is not ready when the database holds a migration this code does not know", async () => {
    await db.$executeRaw`
      INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
      VALUES (gen_random_uuid()::text, 'x', ${FUTURE}, now(), now(), 1)`;
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body.status).toBe("not_ready");
    expect(body.migrations.unknown).toEqual([FUTURE]);
  });

  it("is not ready while the process drains, and stays live", async () => {
    draining.startDraining();
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body.draining).toBe(true);
    const alive = live.GET();
    expect(alive.status).toBe(200);
    expect(await alive.json()).toMatchObject({ status: "ok" });
  });
});
