// Pages while PostgreSQL is down: the page helper's session read against a database that refuses connections
// (a real client at a port nothing listens on) throws the page error the error boundary recognises, with
// nothing internal in it; from then on this process answers pages 503 through proxy.ts with Retry-After and
// the "database not reachable" page, until the database answers again. The cookie decoding is replaced (it
// needs Next.js's request scope); the session query, the classification and the proxy are the real code.
import { createServer } from "node:net";

import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { DATABASE_UNAVAILABLE_DIGEST, isDatabaseUnavailablePageError } from "@/lib/shared/page-error";

const holder = vi.hoisted(() => ({ client: null as PrismaClient | null, claims: null as unknown }));
vi.mock("@/lib/server/db", async (importOriginal) => {
  const real = await importOriginal<{ db: PrismaClient }>();
  return {
    get db() {
      return holder.client ?? real.db;
    },
  };
});
vi.mock("next-auth", () => ({ getServerSession: async () => holder.claims }));
// Next.js's navigation signals need its runtime; outside it they are plain throws.
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  forbidden: () => {
    throw new Error("forbidden");
  },
}));

const { requirePageUser } = await import("@/lib/server/auth/session");
const { databaseStillDown } = await import("./database-outage");
const { proxy } = await import("@/proxy");

const down: PrismaClient[] = [];

afterAll(async () => {
  await Promise.all(down.map((client) => client.$disconnect().catch(() => undefined)));
});

async function unreachableDatabase(): Promise<PrismaClient> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const url = new URL(env.DATABASE_URL ?? "");
  url.port = String(port);
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  down.push(client);
  return client;
}

const page = (path: string): NextRequest =>
  new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { host: "127.0.0.1:3000", accept: "text/html" } });

describe("a page while the database is down", () => {
  it("signed in as usual while the database answers; the proxy passes pages through", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    const { db } = await import("@/lib/server/db");
    const session = await db.authSession.create({ data: { userId: user.id }, select: { id: true } });
    holder.claims = { userId: user.id, sessionId: session.id };
    expect((await requirePageUser()).id).toBe(user.id);
    const response = await proxy(page("/board"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("throws the recognisable page error, naming nothing internal, and pages answer 503 until it is back", async () => {
    holder.client = await unreachableDatabase();
    const thrown = await requirePageUser().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailablePageError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    const message = thrown instanceof Error ? thrown.message : "";
    expect(message).toBe("The database is not reachable right now.");
    expect(message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|P1001|postgres/i);

    // Every page now: 503, Retry-After, the database page in its place (a rewrite: the address stays).
    for (const path of ["/board", "/reports", "/sign-in"]) {
      const response = await proxy(page(path));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("x-middleware-rewrite")).toMatch(/\/database-unavailable$/);
      expect(response.headers.get("content-security-policy")).toContain("nonce-");
    }

    // The database back: the next probe (past the one-second reuse) clears the note and pages render again.
    holder.client = null;
    expect(await databaseStillDown(Date.now() + 2_000)).toBe(false);
    const response = await proxy(page("/board"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
  });
});
