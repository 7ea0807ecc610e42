import { describe, expect, it } from "vitest";

import { explainFailedReason, explainTrackingRequest, FAILED_REASONS } from "./tracking-request-status";

describe("tracking request explanations", () => {
  it("explains every failed reason in plain words", () => {
    for (const reason of FAILED_REASONS) {
      const explanation = explainFailedReason(reason);
      expect(explanation.explanation.length).toBeGreaterThan(10);
      expect(explanation.label).not.toBe("Failed");
    }
    expect(explainFailedReason("not_found").explanation).toMatch(/no record of this number yet/);
    expect(explainFailedReason("scac_auto_detect_failed").action).toMatch(/Pick the shipping line/);
    expect(explainFailedReason("expired").explanation).toMatch(/7 days/);
  });

  it("says which failures are worth retrying", () => {
    const retryable = FAILED_REASONS.filter((reason) => explainFailedReason(reason).retryable);
    expect(retryable.sort()).toEqual(
      [
        "expired",
        "internal_processing_error",
        "invalid_number",
        "not_found",
        "retries_exhausted",
        "scac_auto_detect_failed",
        "shipping_line_unreachable",
        "unrecognized_response",
      ].sort(),
    );
    expect(explainFailedReason("shipping_line_unreachable").retry).toBe("later");
    expect(explainFailedReason("invalid_number").retry).toBe("after_fix");
    expect(explainFailedReason("duplicate").retryable).toBe(false);
  });

  it("gives unknown or missing reasons a generic explanation", () => {
    expect(explainFailedReason("carrier_on_strike")).toMatchObject({ label: "Failed", retryable: true });
    expect(explainTrackingRequest("failed", null).label).toBe("Failed");
  });

  it("explains the non-failed statuses", () => {
    expect(explainTrackingRequest("awaiting_manifest")).toMatchObject({
      retry: "automatic",
      retryable: false,
      tone: "info",
    });
    expect(explainTrackingRequest("created").tone).toBe("success");
    expect(explainTrackingRequest("succeeded").tone).toBe("success");
    expect(explainTrackingRequest("tracking_stopped").tone).toBe("warning");
    expect(explainTrackingRequest("failed", "duplicate").label).toBe("Already tracked");
    expect(explainTrackingRequest("mystery").label).toBe("mystery");
  });
});
