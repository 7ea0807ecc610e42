import { checkContainerNumber, isContainerShaped, type ContainerNumberCheck } from "@/lib/domain/iso6346";
import { checkNumbersSchema, createTrackingSchema } from "@/lib/shared/tracking-api";

// The intake routes check container numbers on the server too (ISO 6346 shape and check digit), with the
// messages the intake page shows, so a typo is refused before any request is spent upstream.

function problem(check: Extract<ContainerNumberCheck, { valid: false }>): string {
  return check.reason === "check_digit"
    ? `${check.number}: the check digit is wrong (ISO 6346 expects ${check.expectedCheckDigit ?? "?"} as the last digit).`
    : `${check.number} is not a container number: 4 letters (the 4th U, J or Z) and 7 digits.`;
}

/** POST /api/tracking-requests: every container item must be a valid ISO 6346 number. */
export const createTrackingRequestsSchema = createTrackingSchema.superRefine((input, ctx) => {
  input.items.forEach((item, index) => {
    if (item.requestType !== "container") return;
    const check = checkContainerNumber(item.requestNumber);
    if (!check.valid)
      ctx.addIssue({ code: "custom", path: ["items", index, "requestNumber"], message: problem(check) });
  });
});

/**
 * POST /api/tracking-requests/check: the numbers carry no type, so a container-shaped number (which the page
 * reads as a container) must have the right check digit; bills of lading and bookings pass as they are.
 */
export const checkTrackingNumbersSchema = checkNumbersSchema.superRefine((input, ctx) => {
  input.numbers.forEach((number, index) => {
    if (!isContainerShaped(number)) return;
    const check = checkContainerNumber(number);
    if (!check.valid) ctx.addIssue({ code: "custom", path: ["numbers", index], message: problem(check) });
  });
});
