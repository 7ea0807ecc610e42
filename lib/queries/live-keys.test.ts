import { describe, expect, it } from "vitest";

import { LIVE_TOPICS } from "@/lib/shared/live-events";

import { LIVE_QUERY_KEYS } from "./live-keys";
import * as FACTORIES from "./keys";

/** The keys a factory's hooks use: what its functions return (the arrays beside them are roots to invalidate). */
function keysOf(factory: object): unknown[][] {
  return Object.values(factory).flatMap((entry: unknown) => {
    if (typeof entry !== "function") return [];
    const make = entry as (...args: string[]) => unknown;
    const key = make(...Array.from({ length: make.length }, (_, index) => `arg${index}`));
    return Array.isArray(key) ? [key as unknown[]] : [];
  });
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]): boolean =>
  prefix.every((part, index) => key[index] === part);

describe("live topics", () => {
  const keys = Object.values(FACTORIES).flatMap(keysOf);

  it("each topic invalidates at least one prefix", () => {
    for (const topic of LIVE_TOPICS) expect(LIVE_QUERY_KEYS[topic].length, topic).toBeGreaterThan(0);
  });

  it.each(LIVE_TOPICS.flatMap((topic) => LIVE_QUERY_KEYS[topic].map((prefix) => [topic, prefix] as const)))(
    "%s invalidates %j, a prefix of a key some factory produces",
    (_topic, prefix) => {
      expect(prefix.length).toBeGreaterThan(0);
      expect(keys.some((key) => startsWith(key, prefix))).toBe(true);
    },
  );

  it("a prefix no factory produces is caught", () => {
    expect(keys.some((key) => startsWith(key, ["activity"]))).toBe(false);
    expect(keys.some((key) => startsWith(key, ["freshness"]))).toBe(false);
  });
});

describe("key factories", () => {
  it("no two factories produce keys under the same root, so invalidating one resource never reaches another", () => {
    const owners = new Map<unknown, string>();
    for (const [name, factory] of Object.entries(FACTORIES)) {
      for (const [root] of keysOf(factory)) {
        expect(owners.get(root) ?? name, `${String(root)}: ${owners.get(root) ?? ""} and ${name}`).toBe(name);
        owners.set(root, name);
      }
    }
  });
});
