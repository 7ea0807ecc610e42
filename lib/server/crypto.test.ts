import { describe, expect, it } from "vitest";

import { decryptSecret, encryptSecret, maskSecret } from "./crypto";

const SECRET = "a-server-secret-that-is-long-enough-123";

describe("account key encryption (AES-256-GCM)", () => {
  it("round-trips and never contains the plaintext", () => {
    const sealed = encryptSecret("sk_live_abcdef123456", SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("abcdef123456");
    expect(decryptSecret(sealed, SECRET)).toBe("sk_live_abcdef123456");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("same", SECRET)).not.toBe(encryptSecret("same", SECRET));
  });

  it("rejects a tampered ciphertext", () => {
    const [version, iv, tag, data] = encryptSecret("sk_live_abcdef123456", SECRET).split(".");
    const flipped = Buffer.from(data ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret([version, iv, tag, flipped.toString("base64url")].join("."), SECRET)).toThrow();
  });

  it("cannot be opened with another server secret", () => {
    const sealed = encryptSecret("sk_live_abcdef123456", SECRET);
    expect(() => decryptSecret(sealed, "another-server-secret-that-is-long-enough")).toThrow();
  });

  it("masks to the last four characters", () => {
    expect(maskSecret("3456")).toBe("••••••••3456");
    expect(maskSecret(null)).toBeNull();
  });
});
