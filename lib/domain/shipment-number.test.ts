import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { sharedAvailable } from "@/lib/testing/shared-contract";

import { checkShipmentNumber } from "./shipment-number";

// The real example payloads live beside the repo (../shared). They are read at test time, never copied.
const examples = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "shared", "upstream", "examples");

const reason = (number: string, scac: string | null = null) => {
  const check = checkShipmentNumber(number, scac);
  return check.valid ? null : check.reason;
};

/** Every bill-of-lading and booking number in the service's real example payloads. */
function exampleNumbers(): string[] {
  const root = examples;
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".json"))
        for (const match of readFileSync(path, "utf8").matchAll(
          /"(?:bill_of_lading_number|booking_number)": *"([^"]+)"/g,
        ))
          found.add((match[1] ?? "").toUpperCase());
    }
  };
  walk(root);
  return [...found];
}

describe("bill of lading and booking numbers", () => {
  it("refuses junk with a reason: too short, spaces or symbols, no digits", () => {
    expect(reason("ABCD12")).toMatch(/8 to 25 letters and digits/);
    expect(reason("HELLO WORLD")).toMatch(/8 to 25 letters and digits/);
    expect(reason("HELLOWORLD")).toMatch(/almost no digits/);
    expect(reason("MEDU-12345678")).toMatch(/8 to 25/);
  });

  it.skipIf(!sharedAvailable(examples, "bill of lading numbers, the real example payloads"))(
    "accepts the numbers of the service's real examples",
    () => {
      const numbers = exampleNumbers();
      expect(numbers.length).toBeGreaterThan(10);
      expect(numbers.filter((number) => reason(number) !== null)).toEqual([]);
    },
  );

  it("a carrier's own prefix names the carrier; another carrier picked for it is refused", () => {
    expect(checkShipmentNumber("MEDULQ692823", null)).toEqual({ valid: true, carrier: { scac: "MSCU", name: "MSC" } });
    expect(checkShipmentNumber("MEDULQ692823", "MSCU").valid).toBe(true);
    expect(reason("MEDULQ692823", "MAEU")).toMatch(/MSC's prefix, but the carrier picked is MAEU: pick MSCU/);
    // No known prefix: any carrier may be right.
    expect(checkShipmentNumber("914595688", "MAEU")).toEqual({ valid: true, carrier: null });
  });
});
