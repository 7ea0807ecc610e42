import { describe, expect, it } from "vitest";

import { computeCheckDigit } from "@/lib/domain/iso6346";

import { checkTrackingNumbersSchema, createTrackingRequestsSchema } from "./tracking-requests";

const valid = `MSCU123456${computeCheckDigit("MSCU123456")}`;
const wrongDigit = `MSCU123456${(computeCheckDigit("MSCU123456") + 1) % 10}`;

describe("createTrackingRequestsSchema", () => {
  it("accepts valid container numbers and any bill of lading", () => {
    const parsed = createTrackingRequestsSchema.safeParse({
      items: [
        { requestType: "container", requestNumber: valid },
        { requestType: "bill_of_lading", requestNumber: "MEDUAB123456" },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses a container number with a wrong check digit, naming the item", () => {
    const parsed = createTrackingRequestsSchema.safeParse({
      items: [
        { requestType: "container", requestNumber: valid },
        { requestType: "container", requestNumber: wrongDigit },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["items.1.requestNumber"]);
    expect(parsed.error?.issues[0]?.message).toContain(`expects ${computeCheckDigit("MSCU123456")}`);
  });

  it("refuses a container request that is not shaped like a container number", () => {
    expect(
      createTrackingRequestsSchema.safeParse({ items: [{ requestType: "container", requestNumber: "ABCD12" }] })
        .success,
    ).toBe(false);
  });
});

describe("checkTrackingNumbersSchema", () => {
  it("refuses a container-shaped number with a wrong check digit and passes other numbers", () => {
    expect(checkTrackingNumbersSchema.safeParse({ numbers: [valid, "MEDUAB123456", "12345678"] }).success).toBe(true);
    const parsed = checkTrackingNumbersSchema.safeParse({ numbers: ["MEDUAB123456", wrongDigit] });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["numbers.1"]);
  });
});
