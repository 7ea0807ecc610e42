import { describe, expect, it } from "vitest";

import type { AuditEventView } from "@/lib/shared/work-api";

import { mergeHistory } from "./history-merge";

const audit = (observedAt: string, id: string): AuditEventView => ({
  id,
  observedAt,
  kind: "assignment",
  actor: { id: "u1", label: "Dana" },
  container: { id: "c1", number: "MSCU1234565" },
  changes: [{ field: "assignee", from: null, to: { id: "u2", label: "Maria" } }],
  ref: null,
});

describe("mergeHistory", () => {
  it("puts the service's changes and the team's actions on one line, oldest first", () => {
    const service = [
      { at: "2026-11-20T10:00:00Z", source: "terminal", field: "lfd", from: null, to: "2026-11-22" },
      { at: "2026-11-20T08:00:00Z", source: "terminal", field: "holds", from: null, to: [] },
    ];
    const merged = mergeHistory(service, [audit("2026-11-20T09:00:00Z", "a1"), audit("2026-11-20T10:00:00Z", "a2")]);
    expect(merged.map((item) => `${item.source}@${item.at.slice(11, 13)}`)).toEqual([
      "service@08",
      "team@09",
      "service@10",
      "team@10",
    ]);
  });
});
