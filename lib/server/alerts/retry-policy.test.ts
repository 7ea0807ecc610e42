import { describe, expect, it } from "vitest";

import { isRetryableStatus, retryDelayMs } from "./retry-policy";

describe("retry policy", () => {
  it("backs off exponentially from 30 s, capped at an hour", () => {
    const fixed = () => 0.5;
    expect(retryDelayMs(1, fixed)).toBe(30_000);
    expect(retryDelayMs(3, fixed)).toBe(120_000);
    expect(retryDelayMs(20, fixed)).toBe(3_600_000);
  });

  it("retries network trouble, 408, 429 and 5xx; never another 4xx", () => {
    expect([408, 429, 500, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 410].some(isRetryableStatus)).toBe(false);
  });
});
