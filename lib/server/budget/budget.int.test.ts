import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { childEnv } from "@/lib/env.mjs";

// Two processes sharing one database never together exceed a bucket's limit.
function runChild(account: string, count: number, priority: string, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "lib/server/budget/budget-child.fixture.ts",
        account,
        String(count),
        priority,
      ],
      {
        env: childEnv({ UPSTREAM_RATE_LIMIT: String(limit), SYNC_BUDGET_SHARE: "0.5", LOG_LEVEL: "error" }),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0) reject(new Error(`child exited ${code}: ${out}`));
      else resolve((JSON.parse(line) as { granted: number }).granted);
    });
  });
}

describe("shared request budget", () => {
  it("holds across two processes: together they get exactly the limit", async () => {
    const account = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([
      runChild(account, 40, "interactive", 30),
      runChild(account, 40, "interactive", 30),
    ]);
    expect(a + b).toBe(30);
  }, 60_000);

  it("caps background work at its share across processes, leaving headroom for a dispatcher", async () => {
    const account = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([
      runChild(account, 30, "background", 30),
      runChild(account, 30, "background", 30),
    ]);
    expect(a + b).toBe(15);
    expect(await runChild(account, 40, "interactive", 30)).toBe(15);
  }, 60_000);

  it("a 429 pauses the bucket for every process", async () => {
    const { pauseBucket, tryAcquire } = await import("./budget");
    const account = `test-${randomUUID()}`;
    await pauseBucket(account, "default", 30);
    const decision = await tryAcquire(account, "default", "interactive");
    expect(decision.granted).toBe(false);
    if (!decision.granted) expect(decision.waitMs).toBeGreaterThan(25_000);
    expect(await runChild(account, 5, "interactive", 30)).toBe(0);
  }, 60_000);
});
