import { describe, expect, it } from "vitest";

import { boxList, groupFailures, summaryText } from "./bulk-result";

describe("bulk result", () => {
  it("groups failures by reason, commonest first, naming boxes by number", () => {
    const numbers: Record<string, string> = { a: "MSCU0000001", b: "MSCU0000002", c: "MSCU0000003" };
    const groups = groupFailures(
      [
        { id: "a", reason: "The date is before today at this terminal." },
        { id: "zz", reason: "Not on this workspace's board." },
        { id: "c", reason: "The date is before today at this terminal." },
      ],
      (id) => numbers[id] ?? id,
    );
    expect(groups).toEqual([
      { reason: "The date is before today at this terminal.", boxes: ["MSCU0000001", "MSCU0000003"] },
      { reason: "Not on this workspace's board.", boxes: ["zz"] },
    ]);
  });

  it("says what was done and what was not", () => {
    expect(
      summaryText({
        action: "plan_pickup",
        status: "done",
        total: 200,
        succeeded: Array.from({ length: 198 }, String),
        failed: [
          { id: "x", reason: "r" },
          { id: "y", reason: "r" },
        ],
      }),
    ).toBe("Planned the pickup of 198 boxes; 2 boxes not changed.");
    expect(summaryText({ action: "assign", status: "interrupted", total: 3, succeeded: ["a"], failed: [] })).toMatch(
      /^Assigned 1 box\. The batch stopped before the end \(interrupted\)/,
    );
  });

  it("shortens a long list of boxes", () => {
    expect(boxList(["a", "b", "c"], 2)).toBe("a, b and 1 more");
  });
});
