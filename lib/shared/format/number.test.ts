import { describe, expect, it } from "vitest";

import { countText, formatBytes, formatCount, formatNumber } from "./number";

describe("numbers", () => {
  it("groups thousands in counts", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(-0)).toBe("0");
    expect(formatCount(12_500)).toBe("12,500");
  });

  it("keeps up to the asked decimals and drops trailing zeros", () => {
    expect(formatNumber(40.5)).toBe("40.5");
    expect(formatNumber(1250)).toBe("1,250");
    expect(formatNumber(2 / 3)).toBe("0.67");
    expect(formatNumber(-1.25, 1)).toBe("-1.3");
  });

  it("puts a count beside its noun, plural unless exactly one", () => {
    expect(countText(1, "box", "boxes")).toBe("1 box");
    expect(countText(1_250, "box", "boxes")).toBe("1,250 boxes");
    expect(countText(0, "container")).toBe("0 containers");
  });

  it("writes a file's size in units of 1,024 with its unit", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(12 * 1024 + 100)).toBe("12 KB");
    expect(formatBytes(40 * 1024 * 1024)).toBe("40.0 MB");
    expect(formatBytes(1536 * 1024 * 1024)).toBe("1,536.0 MB");
  });
});
