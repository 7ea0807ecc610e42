import {
  checkContainerNumber,
  containerNumberProblem,
  isContainerShaped,
  type ContainerNumberCheck,
} from "@/lib/domain/iso6346";
import { checkShipmentNumber } from "@/lib/domain/shipment-number";
import { checkNumbersSchema, createTrackingSchema } from "@/lib/shared/tracking-api";

// The intake routes check numbers on the server too (containers: ISO 6346 shape and check digit; bills of lading
// and bookings: lib/domain/shipment-number.ts), with the messages the intake page shows, so a typo is refused
// before any request is spent upstream.

function problem(check: Extract<ContainerNumberCheck, { valid: false }>): string {
  return `${check.number}: ${containerNumberProblem(check)}`;
}

/** POST /api/tracking-requests: every container a valid ISO 6346 number, every bill or booking a plausible one. */
export const createTrackingRequestsSchema = createTrackingSchema.superRefine((input, ctx) => {
  input.items.forEach((item, index) => {
    const path = ["items", index, "requestNumber"];
    if (item.requestType === "container") {
      const check = checkContainerNumber(item.requestNumber);
      if (!check.valid) ctx.addIssue({ code: "custom", path, message: problem(check) });
      return;
    }
    const check = checkShipmentNumber(item.requestNumber, item.scac ?? null);
    if (!check.valid) ctx.addIssue({ code: "custom", path, message: `${item.requestNumber}: ${check.reason}` });
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
