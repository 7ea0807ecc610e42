// GET /api/health, the real handler, against three databases: the real one (200), a port nothing listens on
// (refused at once) and a server that accepts the connection and never answers (the handler's own 2 s limit).
// The last two must answer 503 with db "down", never hang or 500. The database client is swapped per test.
import { createServer, type Socket } from "node:net";

import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";

const holder = vi.hoisted(() => ({ client: null as PrismaClient | null }));
vi.mock("@/lib/server/db", async (importOriginal) => {
  const real = await importOriginal<{ db: PrismaClient }>();
  return {
    get db() {
      return holder.client ?? real.db;
    },
  };
});

const health = await import("@/app/api/health/route");

const clients: PrismaClient[] = [];
const sockets: Socket[] = [];
const servers: ReturnType<typeof createServer>[] = [];

afterEach(() => {
  holder.client = null;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) server.close();
  await Promise.all(clients.map((c) => c.$disconnect().catch(() => undefined)));
});

function clientAt(port: number): PrismaClient {
  const url = new URL(env.DATABASE_URL ?? "");
  url.port = String(port);
  const created = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  clients.push(created);
  return created;
}

async function listen(server: ReturnType<typeof createServer>): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

async function check(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await health.GET();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/health", () => {
  it("answers 200 with db ok while the database answers", async () => {
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", db: "ok" });
    expect(["simulated", "live"]).toContain(body.mode);
  });

  it("answers 503 with db down when nothing listens at the database's address", async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    holder.client = clientAt(port);
    const { status, body } = await check();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "error", db: "down" });
    expect(body).not.toHaveProperty("mode");
  });

  it("answers 503 with db down when the database accepts the connection but never answers", async () => {
    let connected = 0;
    const silent = createServer((socket) => {
      connected += 1;
      sockets.push(socket);
    });
    holder.client = clientAt(await listen(silent));
    const { status, body } = await check();
    expect(connected).toBeGreaterThan(0);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "error", db: "down" });
  });
});
