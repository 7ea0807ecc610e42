import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/shared/app-error";

import { assertJsonContentType, isJsonContentType } from "./json-content-type";

describe("isJsonContentType", () => {
  it("accepts application/json with parameters and in any case", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("application/json; charset=utf-8")).toBe(true);
    expect(isJsonContentType("Application/JSON;charset=UTF-8")).toBe(true);
  });

  it("refuses what an HTML form can send, and nothing at all", () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "text/json",
      "",
    ]) {
      expect(isJsonContentType(type)).toBe(false);
    }
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe("assertJsonContentType", () => {
  it("throws 415 unsupported_media_type for a text/plain body", () => {
    const request = new Request("http://127.0.0.1/api/saved-views", {
      method: "POST",
      body: '{"name":"x","query":""}',
    });
    expect(request.headers.get("content-type")).toMatch(/^text\/plain/);
    let thrown: unknown;
    try {
      assertJsonContentType(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof AppError && [thrown.status, thrown.code]).toEqual([415, "unsupported_media_type"]);
  });
});
