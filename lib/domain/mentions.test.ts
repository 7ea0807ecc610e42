import { describe, expect, it } from "vitest";

import { findMentions, mentionTextOf, resolveMentions } from "./mentions";

const users = [
  { id: "dana", email: "dispatcher@demo.test", name: "Dana Reyes" },
  { id: "maria", email: "maria.lopez@harbor.test", name: "Maria Lopez" },
  { id: "sam1", email: "sam.lee@harbor.test", name: "Sam Lee" },
  { id: "sam2", email: "sam.ortiz@harbor.test", name: "Sam Ortiz" },
  { id: "ops", email: "ops@harbor.test", name: null },
];

describe("mentions", () => {
  it("a first name no teammate shares tells that teammate", () => {
    expect(resolveMentions("@Dana can you take it Fri?", users)).toEqual(["dana"]);
  });

  it("a full name, a handle, case-insensitive, without a sentence's final period", () => {
    expect(resolveMentions("Call the broker, @maria lopez. Then @OPS!", users)).toEqual(["maria", "ops"]);
    expect(resolveMentions("@maria.lopez. and @dispatcher", users)).toEqual(["dana", "maria"]);
    expect(resolveMentions("@Sam Ortiz please", users)).toEqual(["sam2"]);
  });

  it("a first name two teammates share tells neither and says who it could be", () => {
    expect(resolveMentions("@Sam can you?", users)).toEqual([]);
    expect(findMentions("@Sam can you?", users)).toEqual([
      { start: 0, end: 4, text: "Sam", status: "ambiguous", userIds: ["sam1", "sam2"] },
    ]);
  });

  it("an unknown name is found, as unknown; an email address or a bare @ is not a mention", () => {
    expect(findMentions("ask @Dnaa", users)).toEqual([
      { start: 4, end: 9, text: "Dnaa", status: "unknown", userIds: [] },
    ]);
    expect(findMentions("Mail ops@harbor.test or write to @ nobody; a.b@c", users)).toEqual([]);
  });

  it("a full name must end where the word does", () => {
    expect(resolveMentions("@Dana Reyesville", users)).toEqual(["dana"]);
    expect(findMentions("@Dana Reyesville", users)[0]).toMatchObject({ text: "Dana", status: "resolved" });
  });

  it("the composer writes a teammate's full name when it is theirs alone, else their handle", () => {
    expect(mentionTextOf(users[0]!, users)).toBe("Dana Reyes");
    expect(mentionTextOf(users[4]!, users)).toBe("ops");
    const twins = [...users, { id: "dana2", email: "dana.r@harbor.test", name: "Dana Reyes" }];
    expect(mentionTextOf(users[0]!, twins)).toBe("dispatcher");
  });
});
