// Deterministic randomness. Every generated value derives from the seed plus a stable label, so a record's
// data does not depend on the order in which other records were generated.

/** 32-bit FNV-1a hash followed by a murmur-style finalizer for better bit dispersion. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i += 1) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** mulberry32: tiny, fast and good enough for simulation data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
  };
  return rng;
}

/** An independent generator for one labelled purpose, e.g. `rngFor(seed, "container", 42)`. */
export function rngFor(seed: number, ...labels: (string | number)[]): Rng {
  return createRng(hashString(`${seed}:${labels.join(":")}`));
}

const HEX = "0123456789abcdef";

/** A version-4-shaped UUID that is a pure function of its labels, so ids are stable across restarts. */
export function stableUuid(seed: number, ...labels: (string | number)[]): string {
  const base = `${seed}:${labels.join(":")}`;
  let out = "";
  for (let part = 0; part < 4; part += 1) {
    const h = hashString(`${base}#${part}`);
    for (let shift = 28; shift >= 0; shift -= 4) out += HEX.charAt((h >>> shift) & 0xf);
  }
  const variant = HEX.charAt(8 + (parseInt(out.charAt(16), 16) & 0x3));
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-4${out.slice(13, 16)}-${variant}${out.slice(17, 20)}-${out.slice(20, 32)}`;
}
