import { describe, expect, it } from "vitest";

import { safeCallbackUrl, safeRedirectPath, sameOriginPath } from "./safe-redirect";

const ORIGIN = "https://quayside.example.com";

// Each of these, followed by a browser, would leave the app (or run script).
const HOSTILE = [
  "/\\evil.example/x",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "https://evil.example",
  "https://quayside.example.com.evil.example/board",
  "http://quayside.example.com/board",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
];

describe("safe redirect after sign-in", () => {
  it.each(HOSTILE)("refuses %j and goes home", (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
    expect(safeRedirectPath(value, ORIGIN)).toBe("/");
  });

  it("refuses what a query string decodes to (/sign-in?callbackUrl=/%5Cevil.example/x)", () => {
    const value = new URLSearchParams("callbackUrl=/%5Cevil.example/x").get("callbackUrl");
    expect(safeRedirectPath(value, ORIGIN)).toBe("/");
    const tabbed = new URLSearchParams("callbackUrl=/%09/evil.example").get("callbackUrl");
    expect(safeRedirectPath(tabbed, ORIGIN)).toBe("/");
  });

  it("keeps a path on the app, with its query and fragment", () => {
    expect(safeRedirectPath("/board?bucket=past_lfd#row-3", ORIGIN)).toBe("/board?bucket=past_lfd#row-3");
    expect(safeRedirectPath("/reports/daily", ORIGIN)).toBe("/reports/daily");
    expect(safeRedirectPath("/a/../settings", ORIGIN)).toBe("/settings");
  });

  it("uses the fallback when there is no callback", () => {
    expect(safeRedirectPath(null, ORIGIN)).toBe("/");
    expect(safeRedirectPath(undefined, ORIGIN, "/reports")).toBe("/reports");
  });
});

describe("next-auth redirect callback", () => {
  it.each(HOSTILE)("sends %j home, on the app's own origin", (value) => {
    expect(safeCallbackUrl(value, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it("accepts a path, or an absolute URL on the app's own origin", () => {
    expect(safeCallbackUrl("/sign-in", ORIGIN)).toBe(`${ORIGIN}/sign-in`);
    expect(safeCallbackUrl(`${ORIGIN}/tracking?tab=queue`, ORIGIN)).toBe(`${ORIGIN}/tracking?tab=queue`);
    expect(safeCallbackUrl(ORIGIN, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it("refuses an absolute URL on the app's origin whose path is scheme-relative", () => {
    expect(safeCallbackUrl(`${ORIGIN}//evil.example`, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
