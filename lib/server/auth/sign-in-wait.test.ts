import { describe, expect, it } from "vitest";

import { noteSignInWait, withSignInWait } from "./sign-in-wait";

// next-auth's answers to a refused sign-in, as its route handler gives them.
const refusedJson = () => Response.json({ url: "http://app.test/sign-in?error=Too%20many" }, { status: 401 });

describe("the sign-in route's Retry-After", () => {
  it("answers 429 with Retry-After when the credentials check was refused for a back-off", async () => {
    const response = await withSignInWait(async () => {
      noteSignInWait(8);
      return refusedJson();
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("8");
    expect(await response.json()).toEqual({ url: "http://app.test/sign-in?error=Too%20many" });
  });

  it("leaves other answers alone, and a plain form post's redirect stays a redirect", async () => {
    const plain = await withSignInWait(async () => refusedJson());
    expect(plain.status).toBe(401);
    expect(plain.headers.get("retry-after")).toBeNull();
    const redirect = await withSignInWait(async () => {
      noteSignInWait(3);
      return new Response(null, { status: 302, headers: { location: "/sign-in?error=Too%20many" } });
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/sign-in?error=Too%20many");
    expect(redirect.headers.get("retry-after")).toBe("3");
  });

  it("ignores a wait noted outside a sign-in request", () => {
    expect(() => noteSignInWait(5)).not.toThrow();
  });
});
