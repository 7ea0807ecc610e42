import { describe, expect, it } from "vitest";

import { describeHold, hasBlockingHold, summarizeHolds } from "./holds";

const hold = (name: string, status: string, description: string | null = null) => ({ name, status, description });

describe("holds", () => {
  it("recognises names case-sensitively: usda is not USDA", () => {
    expect(describeHold(hold("USDA", "hold"))).toMatchObject({ kind: "USDA", recognized: true });
    const lower = describeHold(hold("usda", "hold"));
    expect(lower).toMatchObject({ name: "usda", kind: "other", recognized: false });
    expect(lower.resolution.hint).toContain('"usda"');
    expect(describeHold(hold("Customs", "hold")).recognized).toBe(false);
    expect(describeHold(hold("customs", "hold")).recognized).toBe(true);
  });

  it("says who resolves each known hold", () => {
    const owner = (name: string) => describeHold(hold(name, "hold")).resolution.owner;
    expect(owner("freight")).toBe("shipping_line");
    expect(owner("customs")).toBe("customs_broker");
    expect(owner("USDA")).toBe("customs_broker");
    expect(owner("VACIS")).toBe("customs_broker");
    expect(owner("TMF")).toBe("payer");
    expect(owner("other")).toBe("terminal");
    expect(describeHold(hold("VACIS", "hold")).resolution.hint).toMatch(/exam fee/);
  });

  it("keeps unknown names, treated like other", () => {
    const summary = summarizeHolds([hold("CTF_HOLD", "hold", "terminal text")]);
    expect(summary.active).toHaveLength(1);
    expect(summary.blocking[0]).toMatchObject({ name: "CTF_HOLD", kind: "other", description: "terminal text" });
    expect(summary.hasBlocking).toBe(true);
  });

  it("blocks only on status hold; pending (and unknown statuses) only warn", () => {
    expect(hasBlockingHold([hold("customs", "pending")])).toBe(false);
    expect(hasBlockingHold([hold("customs", "released")])).toBe(false);
    expect(hasBlockingHold([hold("customs", "pending"), hold("TMF", "hold")])).toBe(true);
    expect(hasBlockingHold([hold("customs", "HOLD")])).toBe(false); // status is case-sensitive too
    const summary = summarizeHolds([hold("TMF", "pending"), hold("customs", "hold")]);
    expect(summary).toMatchObject({ hasBlocking: true, hasPending: true, label: "customs, TMF (pending)" });
  });

  it("distinguishes none ([]) from unknown (null)", () => {
    expect(summarizeHolds([])).toMatchObject({ known: true, hasBlocking: false, label: "" });
    expect(summarizeHolds(null)).toMatchObject({ known: false, hasBlocking: false, active: [] });
  });
});
