import { describe, expect, it } from "vitest";

import { shuffled } from "./shuffle";

describe("shuffled", () => {
  it("keeps every item, copies included, and leaves the input alone", () => {
    const input = Array.from({ length: 40 }, (_, i) => `n${i % 10}`);
    const output = shuffled(input);
    expect(output).toHaveLength(40);
    expect([...output].sort()).toEqual([...input].sort());
    expect(input[0]).toBe("n0");
    expect(input[39]).toBe("n9");
  });

  it("changes the order (40 items coming back in order by chance is 1 in 40!)", () => {
    const input = Array.from({ length: 40 }, (_, i) => i);
    expect(shuffled(input)).not.toEqual(input);
  });
});
