import { describe, expect, it } from "vitest";

import type { LiveEvent } from "@/lib/shared/live-events";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveDuringTests } from "@/lib/testing/serve-during-tests";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

// The recompute job (cache.recompute, run every minute and at once after a simulated clock jump): buckets
// roll over at terminal-local midnight with no new data from the service, and open pages are told.
const sim = startSimulator({ containers: 150, start: SIM_START, speed: 0 });
serveDuringTests(sim);

describe("bucket recompute", () => {
  it("moves boxes whose LFD is today to past LFD once the simulated clock passes their terminal's midnight", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
    const { resetClock } = await import("@/lib/server/clock");
    const { liveHub } = await import("@/lib/server/live/hub");
    resetClock();
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    // Nothing changes while the clock stands still.
    expect(await recomputeWorkspace(workspace.id)).toBe(0);
    const dueToday = await db.container.findMany({
      where: { workspaceId: workspace.id, bucket: "lfd_today" },
      select: { id: true, number: true, governingLfdDate: true },
    });
    expect(dueToday.length).toBeGreaterThan(0);

    const events: LiveEvent[] = [];
    const unsubscribe = liveHub().subscribe(workspace.id, (event) => events.push(event));
    await liveHub().listening();
    // The simulated clock moves a day on; no tick, so the service's data stays as it was.
    await sim.request("/_sim/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advance: "P1D", tick: false }),
    });
    resetClock();
    const changed = await recomputeWorkspace(workspace.id);
    expect(changed).toBeGreaterThanOrEqual(dueToday.length);
    const after = await db.container.findMany({
      where: { id: { in: dueToday.map((c) => c.id) } },
      select: { number: true, bucket: true },
    });
    // Past their LFD now; a box whose terminal data also went over a day old ranks as stale first.
    expect(after.filter((c) => c.bucket !== "past_lfd" && c.bucket !== "stale")).toEqual([]);
    expect(after.some((c) => c.bucket === "past_lfd")).toBe(true);
    const sync = await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId: workspace.id } });
    expect(sync.lastEvaluatedAt?.toISOString()).toBe(new Date(Date.parse(SIM_START) + 86_400_000).toISOString());
    const deadline = Date.now() + 10_000;
    while (!events.some((e) => e.topic === "containers") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const announced = events.find((e) => e.topic === "containers");
    expect(announced).toBeDefined();
    // Up to 50 ids travel with the event; past that, pages just refetch.
    if (changed <= 50) expect(announced?.ids).toEqual(expect.arrayContaining(dueToday.map((c) => c.id)));
    unsubscribe();
  });

  it("reads only the boxes whose instant has come, and leaves the board as a re-evaluation of every box would", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
    const { evaluate, sameEvaluation, EVALUATED_FIELDS, EVALUATION_CONTEXT_SELECT } =
      await import("@/lib/server/cache/normalize");
    const { evaluationInputs } = await import("@/lib/server/cache/evaluation-inputs");
    const { resetClock } = await import("@/lib/server/clock");
    resetClock();
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const before = await db.container.findMany({
      where: { workspaceId: workspace.id },
      select: { id: true, reevaluateAt: true, evaluatedAt: true },
    });
    const wakes = before.flatMap((row) => (row.reevaluateAt ? [row.reevaluateAt.getTime()] : [])).sort((a, b) => a - b);
    // Returned boxes wait for new data only; the rest wake at a midnight or a freshness threshold.
    expect(wakes.length).toBeGreaterThan(0);
    expect(wakes.length).toBeLessThan(before.length);
    // The clock stops at the median instant: about half the waiting boxes are due, the rest are not.
    const at = new Date(wakes[Math.floor(wakes.length / 2)] ?? 0);
    await sim.request("/_sim/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ set: at.toISOString(), tick: false }),
    });
    resetClock();
    await recomputeWorkspace(workspace.id);

    const after = await db.container.findMany({
      where: { workspaceId: workspace.id },
      select: {
        id: true,
        raw: true,
        reevaluateAt: true,
        evaluatedAt: true,
        ...EVALUATION_CONTEXT_SELECT,
        ...(Object.fromEntries(EVALUATED_FIELDS.map((field) => [field, true])) as Record<
          (typeof EVALUATED_FIELDS)[number],
          true
        >),
      },
    });
    const was = new Map(before.map((row) => [row.id, row]));
    const due = before.filter((row) => row.reevaluateAt !== null && row.reevaluateAt <= at).map((row) => row.id);
    expect(due.length).toBeGreaterThan(0);
    for (const row of after) {
      const old = was.get(row.id);
      if (due.includes(row.id)) {
        expect(row.evaluatedAt).toEqual(at);
        // Its next instant is later than now (or never).
        expect(row.reevaluateAt === null || row.reevaluateAt > at).toBe(true);
      } else {
        expect(row.evaluatedAt).toEqual(old?.evaluatedAt);
        expect(row.reevaluateAt).toEqual(old?.reevaluateAt);
      }
    }
    // Every box, read or not, shows what evaluating it now would show.
    const inputs = await evaluationInputs(workspace.id);
    const differing = after.filter(
      (row) => !sameEvaluation(evaluate(row.raw, row, { now: at, ...inputs }).columns, row),
    );
    expect(differing.map((row) => row.id)).toEqual([]);
  });

  it("never writes an evaluation over a row written since it was read", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { evaluate } = await import("@/lib/server/cache/normalize");
    const { evaluationInputs } = await import("@/lib/server/cache/evaluation-inputs");
    const { writeEvaluations } = await import("@/lib/server/cache/write-evaluations");
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const [read] = await db.$queryRaw<{ id: string; version: string }[]>`
      SELECT id, xmin::text AS version FROM containers WHERE workspace_id = ${workspace.id}::uuid LIMIT 1`;
    const row = await db.container.findUniqueOrThrow({ where: { id: read?.id } });
    const columns = evaluate(row.raw, row, {
      now: new Date(SIM_START),
      ...(await evaluationInputs(workspace.id)),
    }).columns;
    // Another writer (a webhook) lands between the read and the write.
    await db.container.update({ where: { id: row.id }, data: { bucket: "stale", reevaluateAt: new Date(0) } });
    await writeEvaluations([{ id: row.id, version: read?.version ?? "", columns: { ...columns, bucket: "ready" } }]);
    const after = await db.container.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.bucket).toBe("stale");
    expect(after.reevaluateAt).toEqual(new Date(0));
    // At the row's current version the write applies.
    const [now] = await db.$queryRaw<
      { version: string }[]
    >`SELECT xmin::text AS version FROM containers WHERE id = ${row.id}::uuid`;
    await writeEvaluations([{ id: row.id, version: now?.version ?? "", columns: { ...columns, bucket: "ready" } }]);
    expect((await db.container.findUniqueOrThrow({ where: { id: row.id } })).bucket).toBe("ready");
  });
});
