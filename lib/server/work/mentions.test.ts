import { describe, expect, it } from "vitest";

import { mentionHandles, resolveMentions } from "./mentions";

const users = [
  { id: "u1", email: "maria.lopez@harbor.test" },
  { id: "u2", email: "Sam@harbor.test" },
  { id: "u3", email: "sam@other-domain.test" },
  { id: "u4", email: "ops@harbor.test" },
];

describe("mentions", () => {
  it("reads @local-part handles, case-insensitively, without a sentence's final period", () => {
    expect(mentionHandles("Call the broker, @Maria.Lopez. Then @sam!")).toEqual(["maria.lopez", "sam"]);
  });

  it("does not read an email address or a bare @ as a mention", () => {
    expect(mentionHandles("Mail ops@harbor.test or write to @ nobody; a.b@c")).toEqual([]);
  });

  it("mentions the users whose email starts with the handle, every one that shares it", () => {
    expect(resolveMentions("@maria.lopez and @SAM, not ops@harbor.test", users)).toEqual(["u1", "u2", "u3"]);
    expect(resolveMentions("@ops please", users)).toEqual(["u4"]);
    expect(resolveMentions("@nobody", users)).toEqual([]);
  });
});
