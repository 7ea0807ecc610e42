import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, newNonce } from "./content-security-policy";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only by nonce (and what they load), never eval in production", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123==", dev: false, https: false }));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("img-src")).toBe("'self' data: blob:");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect([...policy.values()].join(" ")).not.toContain("unsafe-eval");
  });

  it("keeps inline styles working: no nonce in style-src, where it would switch 'unsafe-inline' off", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", dev: false, https: false })).get("style-src")).toBe(
      "'self' 'unsafe-inline'",
    );
  });

  it("adds eval for next dev only, and upgrades insecure requests over https only", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", dev: true, https: false })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
    expect(
      directives(contentSecurityPolicy({ nonce: "n", dev: false, https: true })).has("upgrade-insecure-requests"),
    ).toBe(true);
  });
});

describe("newNonce", () => {
  it("is 128 bits of base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
