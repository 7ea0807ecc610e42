import { describe, expect, it } from "vitest";

import { failedRow, renderTable, tally } from "./report";

describe("drill report", () => {
  it("renders one Markdown row per fault, escaping pipes and marking failures", () => {
    const table = renderTable([
      { fault: "a", done: "x | y", expected: "e", observed: "o", pass: true, figure: "1 s" },
      failedRow("b", "d", "e", new Error("boom\nagain")),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| a | x \\| y | e | o | pass | 1 s |");
    expect(lines[3]).toBe("| b | d | e | drill error: boom again | **FAIL** | — |");
  });

  it("counts outcomes in first-seen order", () => {
    expect(tally(["413", "413", "error EPIPE", "413"])).toBe("413 ×3, error EPIPE ×1");
    expect(tally([])).toBe("none");
  });
});
