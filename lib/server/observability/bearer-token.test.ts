import { describe, expect, it } from "vitest";

import { bearerMatches } from "./bearer-token";

const TOKEN = "metrics-token-0123456789";

describe("bearer token check", () => {
  it("accepts exactly the expected token, in any spelling of the scheme", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it("refuses a missing header, another scheme, a prefix, a longer token and a wrong one", () => {
    for (const header of [
      null,
      "",
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      "Bearer nope",
      `Bearer ${TOKEN} extra`,
    ])
      expect(bearerMatches(header, TOKEN)).toBe(false);
  });
});
