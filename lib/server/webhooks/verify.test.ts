import { describe, expect, it } from "vitest";

import { findSigner, signatureOf, verifySignature } from "./verify";

const secret = "whsec_test_123";
const body = JSON.stringify({
  data: { id: "n1", type: "webhook_notification", attributes: { event: "container.updated" } },
});

describe("webhook signature", () => {
  it("accepts the lowercase hex HMAC-SHA256 of the raw body", () => {
    expect(verifySignature(secret, body, signatureOf(secret, body))).toBe(true);
  });

  it("rejects a missing, malformed, uppercase or prefixed signature", () => {
    const good = signatureOf(secret, body);
    expect(verifySignature(secret, body, null)).toBe(false);
    expect(verifySignature(secret, body, "")).toBe(false);
    expect(verifySignature(secret, body, good.toUpperCase())).toBe(false);
    expect(verifySignature(secret, body, `sha256=${good}`)).toBe(false);
    expect(verifySignature(secret, body, good.slice(0, 63))).toBe(false);
  });

  it("rejects a tampered body and a signature made with another secret", () => {
    const good = signatureOf(secret, body);
    expect(verifySignature(secret, body.replace("n1", "n2"), good)).toBe(false);
    expect(verifySignature(secret, `${body} `, good)).toBe(false);
    expect(verifySignature(secret, body, signatureOf("other", body))).toBe(false);
  });

  it("finds which workspace's secret signed a delivery", () => {
    const candidates = [
      { id: "a", secret: "s-a" },
      { id: "b", secret: "s-b" },
    ];
    expect(findSigner(candidates, body, signatureOf("s-b", body))?.id).toBe("b");
    expect(findSigner(candidates, body, signatureOf("s-c", body))).toBeNull();
  });
});
