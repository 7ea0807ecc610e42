import { describe, expect, it } from "vitest";

import {
  etaCellText,
  etaMoveText,
  hazmatText,
  positionText,
  sizeTypeText,
  vesselText,
  weightText,
} from "./arrival-format";
import { testRow } from "./test-row";

const NOW = "2026-11-22T00:00:00Z";

describe("arrival facts as text", () => {
  it("shows the ETA in the terminal's zone, named, and 'arrived' once the vessel is in", () => {
    const coming = testRow();
    coming.arrival = { ...coming.arrival, arrivedAt: null, etaAt: "2026-11-30T22:05:00Z" };
    expect(etaCellText(coming, NOW)).toBe("Nov 30, 14:05 PST");
    expect(etaCellText(testRow(), NOW)).toBe("arrived Nov 18");
    coming.arrival = { ...coming.arrival, etaAt: null };
    expect(etaCellText(coming, NOW)).toBe("—");
  });

  it("names the vessel and voyage, size/type, weight and hazmat, and says when the service did not", () => {
    expect(vesselText({ vesselName: "MSC ANNA", voyage: "123W" })).toBe("MSC ANNA · voyage 123W");
    expect(vesselText({ vesselName: "MSC ANNA", voyage: "123W" }, true)).toBe("MSC ANNA · 123W");
    expect(vesselText({ vesselName: null, voyage: null })).toBe("—");
    expect(sizeTypeText("40HC")).toBe("40HC");
    expect(sizeTypeText("40HC", true)).toBe("40HC (40′ high cube)");
    expect(sizeTypeText(null)).toBe("—");
    expect(weightText(28_400)).toBe("28,400 lb");
    expect(weightText(0)).toBe("0 lb");
    expect(weightText(null)).toBe("—");
    expect([hazmatText(true), hazmatText(false), hazmatText(null)]).toEqual(["Hazmat", "Not hazmat", "—"]);
  });

  it("says how far an ETA moved", () => {
    expect(etaMoveText(2 * 86_400_000)).toBe("2 days later");
    expect(etaMoveText(-5 * 3_600_000)).toBe("5 hours earlier");
    expect(etaMoveText(30 * 60_000)).toBe("30 minutes later");
    expect(etaMoveText(54 * 3_600_000)).toBe("2.3 days later");
  });

  it("reads a position with its hemispheres", () => {
    expect(
      positionText({
        latitude: 33.7123,
        longitude: -118.2711,
        speedKnots: 14.2,
        headingDegrees: 245,
        at: null,
        fetchedAt: NOW,
      }),
    ).toBe("33.71° N, 118.27° W · 14.2 kn, heading 245°");
    expect(
      positionText({ latitude: -1.5, longitude: 103.8, speedKnots: 0, headingDegrees: null, at: null, fetchedAt: NOW }),
    ).toBe("1.5° S, 103.8° E · stopped");
  });
});
