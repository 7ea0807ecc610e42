import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/shared/app-error";

import { assertNoNulInJson, assertNoNulInUrl } from "./no-nul";

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : "not an AppError";
  }
}

describe("assertNoNulInJson", () => {
  it.each([
    ["a top-level string", '"a\\u0000b"'],
    ["a field", '{"name":"x\\u0000"}'],
    ["a nested array item", '{"items":[{"refNumbers":["ok","\\u0000"]}]}'],
    ["a key", '{"na\\u0000me":"x"}'],
  ])("refuses a NUL in %s", (_, json) => {
    expect(codeOf(() => assertNoNulInJson(JSON.parse(json)))).toBe("400 bad_request");
  });

  it("accepts the text \\u0000 written with an escaped backslash, and non-strings", () => {
    expect(codeOf(() => assertNoNulInJson(JSON.parse('{"a":"\\\\u0000","b":[1,true,null,{"c":2}]}')))).toBeNull();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const depth = 200_000;
    const json = `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`;
    expect(codeOf(() => assertNoNulInJson(JSON.parse(json)))).toBe("400 bad_request");
  });
});

describe("assertNoNulInUrl", () => {
  it.each([
    ["a query value", "http://h/api/containers?q=MSCU%00"],
    ["a query name", "http://h/api/containers?q%00=1"],
    ["the path", "http://h/api/containers/abc%00def"],
  ])("refuses a NUL in %s", (_, url) => {
    expect(codeOf(() => assertNoNulInUrl(url))).toBe("400 bad_request");
  });

  it("accepts ordinary URLs, including a malformed escape", () => {
    expect(codeOf(() => assertNoNulInUrl("http://h/api/containers?q=MSCU%20123&bucket=past_lfd,ready"))).toBeNull();
    expect(codeOf(() => assertNoNulInUrl("http://h/api/containers/%E0%A4%A"))).toBeNull();
  });
});
