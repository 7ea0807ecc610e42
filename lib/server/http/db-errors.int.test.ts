// The one error mapper against real database failures, produced by real clients: a closed port, a terminated
// connection, an exhausted pool, and a NUL that PostgreSQL refuses. None of them may answer 500.
import { createServer } from "node:net";

import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";

import { toAppError, toErrorResponse } from "../http-error";

const clients: PrismaClient[] = [];

function client(connectionString: string, pool: { max?: number; connectionTimeoutMillis?: number } = {}): PrismaClient {
  const created = new PrismaClient({ adapter: new PrismaPg({ connectionString, ...pool }) });
  clients.push(created);
  return created;
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => {
      throw new Error("expected the database call to fail");
    },
    (error: unknown) => error,
  );
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.$disconnect().catch(() => undefined)));
});

describe("database failures in the error mapper", () => {
  it("maps an unreachable database to 503 unavailable, for model and raw queries, with Retry-After", async () => {
    const url = new URL(env.DATABASE_URL ?? "");
    url.port = String(await closedPort());
    const down = client(url.toString());
    for (const error of [
      await failureOf(() => down.user.findFirst()),
      await failureOf(() => down.$queryRaw`SELECT 1`),
    ]) {
      const response = toErrorResponse(error);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).not.toBeNull();
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    }
  });

  it("maps a connection terminated by the server (57P01, as on shutdown) to 503", async () => {
    const victim = client(env.DATABASE_URL ?? "", { max: 1 });
    const [row] = await victim.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const pid = row?.pid ?? 0;
    // Terminated mid-query, so the error reaches the query (an idle connection would just be replaced).
    const running = failureOf(() => victim.$queryRaw`SELECT 1 FROM pg_sleep(30)`);
    await vi.waitFor(async () => {
      const [activity] = await db.$queryRaw<
        { active: boolean }[]
      >`SELECT count(*) > 0 AS active FROM pg_stat_activity WHERE pid = ${pid}::int AND state = 'active'`;
      expect(activity?.active).toBe(true);
    });
    await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
    expect(toAppError(await running).code).toBe("unavailable");
  });

  it("maps a pool that cannot hand out a connection in time to 503", async () => {
    const tiny = client(env.DATABASE_URL ?? "", { max: 1, connectionTimeoutMillis: 100 });
    // The pool's one connection is opened first, retried: on a loaded machine opening it can itself take longer
    // than the 100 ms this pool waits, and the test is about waiting for a busy connection, not about connecting.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await tiny.$queryRaw`SELECT 1`;
        break;
      } catch (error) {
        if (attempt >= 50) throw error;
      }
    }
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => undefined as void;
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The pool's only connection stays inside this transaction until the test releases it.
    const transaction = tiny.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        started();
        await held;
      },
      { timeout: 30_000 },
    );
    await holding;
    const error = await failureOf(() => tiny.$queryRaw`SELECT 1`);
    release();
    await transaction;
    expect(toAppError(error).code).toBe("unavailable");
  });

  it("maps PostgreSQL's refusal of a NUL character (22021) to 400, for model and raw queries", async () => {
    const errors = [
      await failureOf(() => db.user.findFirst({ where: { email: "a\u0000b" } })),
      await failureOf(() => db.$queryRaw`SELECT ${"a\u0000b"}::text`),
    ];
    for (const error of errors) expect(toAppError(error)).toMatchObject({ code: "bad_request", status: 400 });
  });

  // Values a request could carry that PostgreSQL refuses for the column's type, each with the SQLSTATE it gives.
  it.each([
    [
      "22003",
      "a bigint out of range",
      () => db.auditEvent.findFirst({ where: { id: { lt: BigInt("9999999999999999999") } } }),
    ],
    ["22003", "a bigint out of range", () => db.$queryRaw`SELECT ${"9999999999999999999"}::bigint`],
    ["22003", "an integer out of range", () => db.$queryRaw`SELECT ${"9999999999999"}::int`],
    ["22P02", "a uuid that is not one", () => db.notification.findFirst({ where: { id: "-".repeat(36) } })],
    ["22P02", "a uuid that is not one", () => db.$queryRaw`SELECT ${"-".repeat(36)}::uuid`],
    [
      "22008",
      "a date in year 0",
      () => db.container.findFirst({ where: { urgencyDate: new Date("0000-06-01T00:00:00Z") } }),
    ],
    ["22008", "an impossible date", () => db.$queryRaw`SELECT ${"2026-13-45"}::date`],
    [
      "22009",
      "JavaScript's earliest date",
      () => db.notification.findFirst({ where: { createdAt: { lt: new Date(-8.64e15) } } }),
    ],
    ["22007", "a date that is not one", () => db.$queryRaw`SELECT ${"yesterday-ish"}::timestamptz`],
  ] as [string, string, () => Promise<unknown>][])(
    "maps PostgreSQL's %s (%s) to 400 with a clear message, and logs it",
    async (sqlstate, _, run) => {
      const error = await failureOf(run);
      expect(JSON.stringify(error)).toContain(sqlstate);
      const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      const response = toErrorResponse(error);
      expect(warn).toHaveBeenCalledWith("database refused a value from the request", expect.anything());
      warn.mockRestore();
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: expect.stringContaining("out of range or not of the expected kind") },
      });
    },
  );
});
