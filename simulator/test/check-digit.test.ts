// The simulator's own ISO 6346 check, against numbers known to be right from outside the code: the
// standard's worked example, and real container numbers from the service's published webhook examples.
import { describe, expect, it } from "vitest";
import { checkContainerNumber, checkDigit, normalizeContainerNumber } from "../lib/check-digit";

/** Numbers in ../shared/upstream/examples/webhook_notifications (the service's docs), each one real box. */
const PUBLISHED = [
  "CAIU3758064", // container.transport.vessel_arrived
  "FSCU8883322", // container.transport.empty_in
  "GLDU9577709", // container.transport.estimated.arrived_at_inland_destination
  "KOCU4221161", // container.transport.vessel_loaded
  "MNBU4188482", // container.transport.vessel_departed
  "MRKU3700927", // container.created
  "MSKU4807969", // container.updated
  "NYKU0800893", // container.transport.vessel_discharged
  "OERU4412200", // container.transport.arrived_at_inland_destination
  "OOCU7853330", // container.transport.rail_departed
  "OOLU6213464", // container.transport.rail_arrived
  "TGSU5023798", // container.transport.full_in
];

describe("the ISO 6346 check digit", () => {
  it("is 3 for the standard's worked example CSQU 305438", () => {
    // C13·1 + S30·2 + Q28·4 + U32·8 + 3·16 + 0·32 + 5·64 + 4·128 + 3·256 + 8·512 = 6185; 6185 mod 11 = 3.
    expect(checkDigit("CSQU305438")).toBe(3);
    expect(checkContainerNumber("CSQU3054383")).toEqual({ valid: true, number: "CSQU3054383" });
  });

  it("is 0 when the remainder is 10", () => {
    // C13·1 + S30·2 + Q28·4 + U32·8 + 3·16 + 0·32 + 5·64 + 0·128 + 0·256 + 8·512 = 4905; 4905 mod 11 = 10.
    expect(checkDigit("CSQU305008")).toBe(0);
  });

  it.each(PUBLISHED)("accepts %s, a real number from the service's examples", (number) => {
    expect(checkContainerNumber(number).valid).toBe(true);
  });

  it("names the digit it expected when the last one is wrong", () => {
    expect(checkContainerNumber("CSQU3054384")).toEqual({
      valid: false,
      number: "CSQU3054384",
      reason: "check_digit",
      expectedCheckDigit: 3,
    });
    // One serial digit changed: a real number mistyped no longer passes.
    expect(checkContainerNumber("MRKU3700827").valid).toBe(false);
  });

  it("reads numbers as people type them, and refuses what is not shaped like one", () => {
    expect(normalizeContainerNumber(" csqu 305438-3 ")).toBe("CSQU3054383");
    expect(checkContainerNumber("CSQU 305438/3").valid).toBe(true);
    for (const bad of ["CSQX3054383", "CSQU305438", "CSQU30543833", "C5QU3054383", ""])
      expect(checkContainerNumber(bad)).toMatchObject({ valid: false, reason: "format" });
  });
});
