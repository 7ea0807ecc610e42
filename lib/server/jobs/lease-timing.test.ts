import { describe, expect, it } from "vitest";

import { parseEnv } from "@/lib/env.mjs";

import { renewEverySeconds, takeoverBoundSeconds } from "./lease-timing";

describe("job lease timing", () => {
  it("takes a dead worker's job over within two minutes with the default lease", () => {
    const lease = parseEnv({}).JOB_LEASE_SECONDS;
    // A workspace once sat 18 minutes behind a killed worker's 15-minute claim; the promise is two minutes.
    expect(takeoverBoundSeconds(lease)).toBeLessThanOrEqual(120);
  });

  it("renews a lease three times per lease, at least every second", () => {
    expect(renewEverySeconds(45)).toBe(15);
    expect(renewEverySeconds(2)).toBe(1);
  });
});
