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
      {
        id: "2",
        kind: "change" as const,
        at: "2026-11-20T10:00:00Z",
        source: "sync",
        field: "lfd",
        from: null,
        to: "x",
      },
      {
        id: "1",
        kind: "initial" as const,
        at: "2026-11-20T08:00:00Z",
        source: "sync",
        field: "holds",
        from: [],
        to: [],
      },
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

describe("mergeHistory of one instant", () => {
  it("keeps the order the rows were recorded in: a late delivery before the value observed next", () => {
    const at = "2026-11-20T10:00:00Z";
    const service = [
      { id: "10", kind: "late_end" as const, at, source: "webhook", field: "holds", from: ["customs"], to: [] },
      { id: "9", kind: "late" as const, at, source: "webhook", field: "holds", from: [], to: ["customs"] },
    ];
    expect(mergeHistory(service, []).map((item) => (item.source === "service" ? item.entry.kind : ""))).toEqual([
      "late",
      "late_end",
    ]);
  });
});
