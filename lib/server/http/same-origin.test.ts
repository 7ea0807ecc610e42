import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/shared/app-error";

import { assertSameOriginWrite, isAllowedWrite, ownOrigins } from "./same-origin";

const APP_URL = "https://quayside.example.com";
const URL_AS_SEEN = "http://127.0.0.1:3000/api/saved-views";

function write(headers: Record<string, string>, method = "POST", url = URL_AS_SEEN): boolean {
  return isAllowedWrite({ method, headers: new Headers(headers), url, appUrl: APP_URL });
}

describe("isAllowedWrite", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(write({ origin: "https://evil.example" }, method)).toBe(true);
  });

  it("accepts APP_URL's origin and the origin the browser addressed (Host)", () => {
    expect(write({ origin: "https://quayside.example.com", host: "10.0.0.5:3000" })).toBe(true);
    expect(write({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe(true);
    expect(write({ origin: "http://[::1]:3000", host: "[::1]:3000" }, "DELETE", "http://[::1]:3000/api/x")).toBe(true);
  });

  it("refuses another site, and another port of the same host", () => {
    expect(write({ origin: "https://evil.example", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "http://127.0.0.1:5173", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "https://quayside.example.com:8443", host: "127.0.0.1:3000" })).toBe(false);
    // Same host and port but another scheme is another origin.
    expect(write({ origin: "http://quayside.example.com", host: "127.0.0.1:3000" })).toBe(false);
  });

  it("refuses Origin: null and origins that do not parse", () => {
    expect(write({ origin: "null", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "not a url", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "file:///tmp/x.html", host: "127.0.0.1:3000" })).toBe(false);
  });

  it("never takes X-Forwarded-Host as the app's own origin", () => {
    expect(
      write({ origin: "http://127.0.0.1:5173", host: "127.0.0.1:3000", "x-forwarded-host": "127.0.0.1:5173" }),
    ).toBe(false);
  });

  it("ignores a Host header that is not a bare host and port", () => {
    expect(write({ origin: "http://evil.example", host: "evil.example/x" })).toBe(false);
    expect(write({ origin: "http://evil.example", host: "user@evil.example" })).toBe(false);
  });

  it("falls back to Sec-Fetch-Site when Origin is missing", () => {
    expect(write({ "sec-fetch-site": "same-origin" })).toBe(true);
    expect(write({ "sec-fetch-site": "none" })).toBe(true);
    expect(write({ "sec-fetch-site": "same-site" })).toBe(false);
    expect(write({ "sec-fetch-site": "cross-site" })).toBe(false);
  });

  it("lets a caller that sends neither header through (not a browser: curl, scripts)", () => {
    expect(write({})).toBe(true);
  });
});

describe("ownOrigins", () => {
  it("normalizes default ports", () => {
    expect([
      ...ownOrigins({
        headers: new Headers({ host: "app.test:80" }),
        url: "http://app.test/",
        appUrl: "https://app.test:443/",
      }),
    ]).toEqual(["https://app.test", "http://app.test"]);
  });
});

describe("assertSameOriginWrite", () => {
  it("throws 403 forbidden saying why", () => {
    const request = new Request("http://127.0.0.1:3000/api/saved-views", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:5173", host: "127.0.0.1:3000" },
    });
    let thrown: unknown;
    try {
      assertSameOriginWrite(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown instanceof AppError && thrown.status).toBe(403);
    expect(thrown instanceof AppError && thrown.code).toBe("forbidden");
    expect(thrown instanceof AppError && thrown.message).toMatch(/cross-origin writes are refused/i);
  });
});
