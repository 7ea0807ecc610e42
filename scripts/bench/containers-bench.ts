// `npm run bench:containers [-- containers=10000 users=20 seconds=20]`: one `next start` on a fresh database
// holding a backfilled simulated world of 10,000 containers (no worker, so nothing else loads the machine).
// Prints:
//  1. GET /api/containers p50/p95 with 20 concurrent signed-in users (target p95 < 100 ms), overall and per
//     query shape (first page, bucket filter, LFD sort, search, second page by cursor): first as 20 request
//     loops with no pause (saturation: latency is then 20 ÷ throughput), then as 20 users who each ask again
//     a second after their answer;
//  2. board first load in Chromium (/usr/bin/chromium or CHROMIUM_PATH): JavaScript transferred and time from
//     navigation until the table shows its first row, cold cache, median of 5.
import { chromium } from "@playwright/test";

import { env } from "../../lib/env.mjs";

import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 10_000);
const USERS = Number(args["users"] ?? 20);
const SECONDS = Number(args["seconds"] ?? 20);

const { db } = await import("../../lib/server/db");
const stack = await startBenchStack({
  containers: CONTAINERS,
  apps: 1,
  workers: 0,
  secret: "bench-containers",
  ...(args["onBoard"] ? { onBoard: Number(args["onBoard"]) } : {}),
});
const [app = ""] = stack.apps;

try {
  const cookie = await signInCookie(app, stack.email, stack.password);
  const total = await db.container.count({ where: { workspaceId: stack.workspaceId } });
  const sample = await db.container.findFirstOrThrow({
    where: { workspaceId: stack.workspaceId },
    orderBy: { number: "desc" },
    select: { number: true },
  });
  const first = (await (await fetch(`${app}/api/containers?limit=100`, { headers: { cookie } })).json()) as {
    nextCursor: string | null;
    total: number;
  };
  const shapes: Record<string, string> = {
    "first page (urgency, 100)": "limit=100",
    "bucket filter": "bucket=past_lfd,lfd_today,lfd_tomorrow&limit=100",
    "lens (Pull now)": "lens=pull_now&limit=100",
    "sort by money at risk": "sort=money&dir=desc&limit=100",
    "sort by LFD desc": "sort=lfd&dir=desc&limit=100",
    "search (part of a number)": `q=${sample.number.slice(2, 8).toLowerCase()}&limit=100`,
    "second page (cursor)": `limit=100&cursor=${first.nextCursor ?? ""}`,
  };
  // Warm up: the first requests compile and connect.
  for (const query of Object.values(shapes))
    await (await fetch(`${app}/api/containers?${query}`, { headers: { cookie } })).arrayBuffer();

  const timings = new Map<string, number[]>(Object.keys(shapes).map((name) => [name, []]));
  const names = Object.keys(shapes);
  const end = Date.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      for (let i = user; Date.now() < end; i += 1) {
        const name = names[i % names.length] ?? "";
        const t0 = performance.now();
        const response = await fetch(`${app}/api/containers?${shapes[name]}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.ok && errors++ === 0) console.log(`first error: ${response.status}`);
        timings.get(name)?.push(performance.now() - t0);
      }
    }),
  );
  const all = [...timings.values()].flat();
  console.log(
    `GET /api/containers at ${total} containers, ${USERS} concurrent users for ${SECONDS} s: ${all.length} requests (${(all.length / SECONDS).toFixed(0)}/s), errors ${errors}; p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))} (target p95 < 100 ms)`,
  );
  for (const [name, values] of timings)
    console.log(`  ${name}: p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`);

  // 20 dispatchers at work rather than 20 request loops: each asks again a second after its answer (a filter,
  // a scroll, a live refresh), so the machine is busy but not saturated.
  const paced: number[] = [];
  const pacedEnd = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      await new Promise((resolve) => setTimeout(resolve, (user * 1000) / USERS));
      for (let i = user; Date.now() < pacedEnd; i += 1) {
        const t0 = performance.now();
        const response = await fetch(`${app}/api/containers?${shapes[names[i % names.length] ?? ""]}`, {
          headers: { cookie },
        });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        paced.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }),
  );
  console.log(
    `  ${USERS} users each asking once a second after the last answer: ${paced.length} requests; p50 ${ms(percentile(paced, 50))}, p95 ${ms(percentile(paced, 95))}, max ${ms(Math.max(...paced))}, errors ${errors}`,
  );

  // Board first load.
  const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const [name, value] = cookie.split("=") as [string, string];
    const loads: { ms: number; jsTransfer: number; jsDecoded: number }[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: app }]);
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${app}/board`);
      await page
        .locator('[role="table"][aria-label="Containers"] [role="row"][aria-rowindex="2"]')
        .first()
        .waitFor({ state: "visible", timeout: 30_000 });
      const elapsed = performance.now() - t0;
      const js = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter(
            (entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"),
          )
          .reduce(
            (sum, entry) => ({
              transfer: sum.transfer + (entry as PerformanceResourceTiming).transferSize,
              decoded: sum.decoded + (entry as PerformanceResourceTiming).decodedBodySize,
            }),
            { transfer: 0, decoded: 0 },
          ),
      );
      loads.push({ ms: elapsed, jsTransfer: js.transfer, jsDecoded: js.decoded });
      await context.close();
    }
    const median = <T>(values: T[], key: (v: T) => number): number => percentile(values.map(key), 50);
    console.log(
      `board first load at ${total} containers (cold cache, median of 5): first row visible after ${ms(median(loads, (l) => l.ms))} ` +
        `(runs: ${loads.map((l) => l.ms.toFixed(0)).join(", ")} ms); JavaScript ${(median(loads, (l) => l.jsTransfer) / 1024).toFixed(0)} KB transferred, ${(median(loads, (l) => l.jsDecoded) / 1024).toFixed(0)} KB uncompressed`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
process.exit(0);
