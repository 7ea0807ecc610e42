import { describe, expect, it } from "vitest";

import { auditFieldText, formatAuditValue } from "./work-api";

const THIS_YEAR = new Date().getUTCFullYear();

describe("the audit trail in words", () => {
  it("names fields as people say them", () => {
    expect(auditFieldText("plannedPickup")).toBe("planned pickup");
    expect(auditFieldText("customerReference")).toBe("customer reference");
    expect(auditFieldText("manual type")).toBe("manual type");
    expect(auditFieldText("return_reference")).toBe("return reference");
  });

  it("writes a planned pickup as its day, window and the rest, and nothing as none", () => {
    const day = `${THIS_YEAR}-11-28`;
    expect(formatAuditValue(null)).toBe("none");
    expect(
      formatAuditValue({ date: day, windowStart: null, windowEnd: null, appointmentNumber: null, trucker: null }),
    ).toBe("Nov 28");
    expect(
      formatAuditValue({
        date: day,
        windowStart: "08:00",
        windowEnd: "10:00",
        appointmentNumber: "A-1",
        trucker: "Acme",
      }),
    ).toBe("Nov 28, 08:00–10:00, appointment number A-1, trucker Acme");
    expect(formatAuditValue({ date: `${THIS_YEAR + 1}-01-04`, depot: "Depot 9" })).toBe(
      `Jan 4, ${THIS_YEAR + 1} at Depot 9`,
    );
  });

  it("writes flags, dates, lists and people in words", () => {
    expect(formatAuditValue(true)).toBe("yes");
    expect(formatAuditValue(false)).toBe("no");
    expect(formatAuditValue(`${THIS_YEAR}-12-01`)).toBe("Dec 1");
    expect(formatAuditValue([])).toBe("none");
    expect(formatAuditValue(["a", "b"])).toBe("a, b");
    expect(formatAuditValue({ id: "u1", label: "Dana Dispatcher" })).toBe("Dana Dispatcher");
    expect(formatAuditValue("stopped")).toBe("stopped");
  });
});
