import { describe, expect, it } from "vitest";

import { placeLabels, type PlacedLabel } from "./place-labels";

const W = 480;
const H = 240;
const CHAR = 10 * 0.58;

function box(label: PlacedLabel) {
  const width = label.text.length * CHAR;
  const left = label.anchor === "start" ? label.x : label.x - width;
  return { left, right: left + width, top: label.y - 10, bottom: label.y + 2 };
}

describe("port labels on the route map", () => {
  it("keeps names at the edges inside the frame", () => {
    const [west, east, top] = placeLabels(
      [
        { x: 4, y: 120, label: "Ho Chi Minh City" },
        { x: 476, y: 120, label: "Long Beach" },
        { x: 240, y: 3, label: "Anchorage" },
      ],
      W,
      H,
    );
    for (const label of [west, east, top]) {
      if (!label) throw new Error("label missing");
      const b = box(label);
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(W);
      expect(b.top).toBeGreaterThanOrEqual(0);
    }
    expect(east?.anchor).toBe("end");
  });

  it("moves a name off a neighbouring port and its name", () => {
    // Busan and Tokyo, about 25 px apart on a trans-Pacific map: both names to the right would collide.
    const [busan, tokyo] = placeLabels(
      [
        { x: 60, y: 145, label: "Busan" },
        { x: 85, y: 143, label: "Tokyo" },
      ],
      W,
      H,
    );
    if (!busan || !tokyo) throw new Error("label missing");
    const a = box(busan);
    const b = box(tokyo);
    expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
    // Neither name covers the other port's dot.
    expect(a.left < 90 && 80 < a.right && a.top < 148 && 138 < a.bottom).toBe(false);
  });

  it("skips points without a name", () => {
    expect(placeLabels([{ x: 10, y: 10, label: null }], W, H)).toEqual([null]);
  });
});
