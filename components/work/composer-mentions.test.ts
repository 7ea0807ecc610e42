import { describe, expect, it } from "vitest";

import { insertMention, mentionAt, mentionCandidates, replaceMention, splitMentions } from "./composer-mentions";

const maria = { id: "u1", name: "Maria Lopez", email: "maria.lopez@demo.test" };
const dana = { id: "u2", name: "Dana Dispatcher", email: "dispatcher@demo.test" };
const mo = { id: "u3", name: "Morgan Manager", email: "manager@demo.test" };

describe("mentionAt", () => {
  it("finds the handle typed right before the caret", () => {
    expect(mentionAt("call @mar", 9)).toEqual({ start: 5, query: "mar" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
  });
  it("ignores an email address and text after a space", () => {
    expect(mentionAt("ops@maria", 9)).toBeNull();
    expect(mentionAt("@maria done", 11)).toBeNull();
  });
});

describe("mentionCandidates", () => {
  it("ranks handle matches before name matches", () => {
    expect(mentionCandidates([mo, maria, dana], "ma").map((u) => u.id)).toEqual(["u3", "u1"]);
    expect(mentionCandidates([mo, maria, dana], "lop").map((u) => u.id)).toEqual(["u1"]);
    expect(mentionCandidates([mo, maria, dana], "dana").map((u) => u.id)).toEqual(["u2"]);
  });
});

describe("insertMention", () => {
  it("replaces the typed part with the teammate's name and a space", () => {
    expect(insertMention("ask @ma about it", { start: 4, query: "ma" }, maria, [maria, dana, mo])).toEqual({
      text: "ask @Maria Lopez about it",
      caret: 17,
    });
  });
  it("writes the handle when another teammate has the same name", () => {
    const twin = { id: "u4", name: "Maria Lopez", email: "m.lopez@demo.test" };
    expect(insertMention("@ma", { start: 0, query: "ma" }, maria, [maria, twin]).text).toBe("@maria.lopez ");
  });
});

describe("replaceMention", () => {
  it("makes an ambiguous name definite", () => {
    expect(replaceMention("@Dana take it", { start: 0, end: 5 }, dana, [maria, dana, mo])).toBe(
      "@Dana Dispatcher take it",
    );
  });
});

describe("splitMentions", () => {
  it("marks only the people the server told, by handle, full name or first name, leaving a full stop as text", () => {
    const parts = splitMentions("Booked, @maria.lopez. cc @nobody and @Dana Dispatcher, @Dana", [maria, dana]);
    expect(parts).toEqual([
      { text: "Booked, ", mention: null },
      { text: "@maria.lopez", mention: maria },
      { text: ". cc @nobody and ", mention: null },
      { text: "@Dana Dispatcher", mention: dana },
      { text: ", ", mention: null },
      { text: "@Dana", mention: dana },
    ]);
  });
});
