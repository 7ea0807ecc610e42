import { describe, expect, it } from "vitest";

import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveDuringTests } from "@/lib/testing/serve-during-tests";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

// The alerts' two passes cost what changed, not the account's size: the clock pass reads the boxes whose moment
// has come (clock_pass_at) and those whose data changed, yet tells everything a pass over every box would; the
// change pass reads the boxes a trigger marked pending.
const sim = startSimulator({ containers: 150, start: SIM_START, speed: 0 });
serveDuringTests(sim);

describe("alert passes", () => {
  it("looks only at due boxes and at boxes that changed, and loses nothing a pass over every box would tell", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { clockPass, markClockPassDue } = await import("@/lib/server/alerts/clock-pass");
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const start = new Date(SIM_START);
    const { LISTED_WHERE, NOT_RETURNED_WHERE } = await import("@/lib/server/sql/board-sql");
    const onBoard = { workspaceId: workspace.id, ...NOT_RETURNED_WHERE, ...LISTED_WHERE };

    // New boxes are due: the first pass looks at every box on the board.
    const first = await clockPass(workspace.id, start);
    expect(first.boxes).toBe(await db.container.count({ where: onBoard }));
    // Boxes off the board (returned) were due too; the pass leaves them to wait for their next write.
    expect(await db.container.count({ where: { workspaceId: workspace.id, clockPassAt: { lte: start } } })).toBe(0);
    expect(await db.container.count({ where: { workspaceId: workspace.id, clockPassAt: null } })).toBeGreaterThan(0);
    // A second later nothing is due but what the scenario's instants say.
    const soon = new Date(start.getTime() + 1000);
    const dueSoon = await db.container.count({ where: { ...onBoard, clockPassAt: { lte: soon } } });
    expect((await clockPass(workspace.id, soon)).boxes).toBe(dueSoon);

    // A writer changes a box's holds: it alone is looked at, whoever the writer was.
    const box = await db.container.findFirstOrThrow({ where: { ...onBoard, clockPassAt: { gt: soon } } });
    await db.container.update({ where: { id: box.id }, data: { holds: [{ name: "CUSTOMS", status: "hold" }] } });
    expect((await clockPass(workspace.id, soon)).boxes).toBe(1);

    // Time moves to the instant half the boxes wait for; a pass then tells all there is, so one over every
    // box finds nothing new.
    const waits = (await db.container.findMany({ where: { ...onBoard, clockPassAt: { not: null } } }))
      .map((row) => row.clockPassAt?.getTime() ?? 0)
      .sort((a, b) => a - b);
    const later = new Date(waits[Math.floor(waits.length / 2)] ?? 0);
    const due = await db.container.count({ where: { ...onBoard, clockPassAt: { lte: later } } });
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(first.boxes);
    expect((await clockPass(workspace.id, later)).boxes).toBe(due);
    await markClockPassDue(workspace.id);
    const everything = await clockPass(workspace.id, later);
    expect(everything.boxes).toBe(first.boxes);
    expect(everything.events).toBe(0);
  });

  it("the change pass reads only boxes whose alert columns changed: an idle poll reads none", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { deriveChangedBoxes } = await import("@/lib/server/alerts/derive-changed");
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const now = new Date(SIM_START);
    const all = await db.container.count({ where: { workspaceId: workspace.id } });
    expect((await deriveChangedBoxes(workspace.id, now, { maxBoxes: 1_000_000 })).boxes).toBe(all);
    expect((await deriveChangedBoxes(workspace.id, now)).boxes).toBe(0);
    const [held, tagged] = await db.container.findMany({ where: { workspaceId: workspace.id }, take: 2 });
    await db.container.update({ where: { id: held?.id }, data: { holds: [{ name: "CUSTOMS", status: "hold" }] } });
    // Tags are not something alerts derive from: that write leaves the box alone.
    await db.container.update({ where: { id: tagged?.id }, data: { tags: ["priority"] } });
    expect((await deriveChangedBoxes(workspace.id, now)).boxes).toBe(1);
    expect((await deriveChangedBoxes(workspace.id, now)).boxes).toBe(0);
  });
});
