import { describe, expect, it } from "vitest";

import {
  ACCOUNT_CLIENT_RULE,
  backoffSeconds,
  CLIENT_RULE,
  describeWait,
  FAILURE_MEMORY_MS,
  secondsToWait,
} from "./throttle-delay";

const at = (iso: string) => new Date(iso);

describe("sign-in back-off", () => {
  it("lets one client make a few typos on an account, then waits 1 s, 2 s, 4 s … and never more than 5 minutes", () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffSeconds(n, ACCOUNT_CLIENT_RULE))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => backoffSeconds(n, ACCOUNT_CLIENT_RULE))).toEqual([1, 2, 4, 8, 16]);
    expect(backoffSeconds(13, ACCOUNT_CLIENT_RULE)).toBe(256);
    expect(backoffSeconds(14, ACCOUNT_CLIENT_RULE)).toBe(300);
    expect(backoffSeconds(5_000, ACCOUNT_CLIENT_RULE)).toBe(300);
  });

  it("lets one address fail 30 times across accounts, then slows spraying 5 s, 10 s, 20 s … up to 5 minutes", () => {
    expect(backoffSeconds(29, CLIENT_RULE)).toBe(0);
    expect([30, 31, 32, 33].map((n) => backoffSeconds(n, CLIENT_RULE))).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(35, CLIENT_RULE)).toBe(160);
    expect(backoffSeconds(36, CLIENT_RULE)).toBe(300);
    expect(backoffSeconds(1_000, CLIENT_RULE)).toBe(300);
  });

  it("counts the wait from the latest failure, in whole seconds rounded up, and ends it by itself", () => {
    const latest = at("2026-11-20T10:00:00.000Z");
    // 5 failures: 1 s after the fifth.
    expect(secondsToWait({ count: 5, latest }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:00:00.200Z"))).toBe(1);
    expect(secondsToWait({ count: 5, latest }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:00:01.000Z"))).toBe(0);
    // 7 failures: 4 s; 1.5 s have passed, 2.5 s are left.
    expect(secondsToWait({ count: 7, latest }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:00:01.500Z"))).toBe(3);
    // 20 failures: the cap, 5 minutes.
    expect(secondsToWait({ count: 20, latest }, ACCOUNT_CLIENT_RULE, latest)).toBe(300);
    expect(secondsToWait({ count: 20, latest }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:05:00.000Z"))).toBe(0);
  });

  it("does not wait without failures, and forgets them after an hour", () => {
    expect(secondsToWait({ count: 0, latest: null }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:00:00Z"))).toBe(0);
    expect(
      secondsToWait({ count: 4, latest: at("2026-11-20T10:00:00Z") }, ACCOUNT_CLIENT_RULE, at("2026-11-20T10:00:00Z")),
    ).toBe(0);
    expect(FAILURE_MEMORY_MS).toBe(60 * 60 * 1000);
  });

  it("says the wait as a person would read it", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(8)).toBe("8 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(300)).toBe("5 minutes");
  });
});
