import { describe, expect, it } from "vitest";

import { byKindOrder, entryCaption } from "./calendar-kinds";

describe("calendar chips", () => {
  it("say the time or window when there is one, else the kind", () => {
    expect(entryCaption({ kind: "appointment", time: "09:30", endTime: null })).toBe("09:30");
    expect(entryCaption({ kind: "planned_pickup", time: "08:00", endTime: "10:00" })).toBe("08:00–10:00");
    expect(entryCaption({ kind: "planned_pickup", time: null, endTime: null })).toBe("Pickup");
    expect(entryCaption({ kind: "lfd", time: null, endTime: null })).toBe("LFD");
  });
  it("list the team's plan before what falls due", () => {
    const kinds = (["lfd", "planned_return", "appointment", "return_by", "planned_pickup"] as const).map((kind) => ({
      kind,
    }));
    expect([...kinds].sort(byKindOrder).map((entry) => entry.kind)).toEqual([
      "planned_pickup",
      "appointment",
      "lfd",
      "return_by",
      "planned_return",
    ]);
  });
});
