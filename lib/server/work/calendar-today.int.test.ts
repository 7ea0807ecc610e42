// The calendar's "today" opens in the zone most of the workspace's boxes are counted in, counting only that
// workspace's boxes; a workspace without a zoned box falls back to UTC.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { makeBoxes } from "@/lib/testing/work-fixtures";

import { calendarToday } from "./calendar-today";

/** A live workspace (saved key): its now is the real clock, so "today" is read from the wall clock here. */
async function liveWorkspace(): Promise<string> {
  const { workspace } = await createTestWorkspace(["dispatcher"]);
  await db.workspaceSettings.update({ where: { workspaceId: workspace.id }, data: { apiKeyCiphertext: "v1.test" } });
  return workspace.id;
}

const dateIn = (zone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );

describe("calendarToday", () => {
  it("takes the zone of most of the workspace's boxes, and today there", async () => {
    const workspaceId = await liveWorkspace();
    const zones = ["Asia/Tokyo", "Asia/Tokyo", "Asia/Tokyo", "America/Los_Angeles", null, null, null, null];
    await makeBoxes(workspaceId, zones.length, (i) => ({ podTimezone: zones[i] ?? null }));
    // Another workspace with more boxes in another zone changes nothing.
    await makeBoxes(await liveWorkspace(), 5, () => ({ podTimezone: "Europe/Berlin" }));

    const before = dateIn("Asia/Tokyo");
    const result = await calendarToday(workspaceId);
    const after = dateIn("Asia/Tokyo");
    expect(result.zone).toBe("Asia/Tokyo");
    expect([before, after]).toContain(result.today);
  });

  it("falls back to UTC when no box has a zone", async () => {
    const workspaceId = await liveWorkspace();
    await makeBoxes(workspaceId, 2, () => ({ podTimezone: null }));
    const before = dateIn("UTC");
    const result = await calendarToday(workspaceId);
    expect(result.zone).toBe("UTC");
    expect([before, dateIn("UTC")]).toContain(result.today);
  });
});
