import { describe, expect, it } from "vitest";

import { redact } from "./logger";

describe("log redaction", () => {
  it("redacts fields whose names look secret", () => {
    expect(
      redact({
        apiKey: "sk_1",
        password: "p",
        authorization: "Token x",
        webhookSecret: "s",
        workspaceId: "w",
        count: 2,
      }),
    ).toEqual({
      apiKey: "[redacted]",
      password: "[redacted]",
      authorization: "[redacted]",
      webhookSecret: "[redacted]",
      workspaceId: "w",
      count: 2,
    });
  });
});
