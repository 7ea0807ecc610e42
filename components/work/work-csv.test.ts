import { describe, expect, it } from "vitest";

import { buildCsv } from "@/components/board/board-csv";
import { testRow } from "@/components/board/test-row";

describe("work columns in the board CSV", () => {
  it("writes the assignee, the planned pickup as ISO local date and window, the note count and team tags", () => {
    const row = testRow({
      work: {
        assignee: { id: "u1", name: "Dana Dispatcher", email: "dispatcher@demo.test" },
        plannedPickup: { date: "2026-11-24", windowStart: "08:00", windowEnd: null },
        noteCount: 2,
        watching: true,
        tags: ["hot", "reefer"],
      },
    });
    const [header, line] = buildCsv([row, testRow({ number: "CAIU0000002" })]).split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = line?.split(",") ?? [];
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect([
      cell("Assignee"),
      cell("Assignee email"),
      cell("Planned pickup"),
      cell("Planned window start"),
      cell("Planned window end"),
      cell("Notes"),
      cell("Team tags"),
    ]).toEqual(["Dana Dispatcher", "dispatcher@demo.test", "2026-11-24", "08:00", "", "2", "hot; reefer"]);
  });
});
