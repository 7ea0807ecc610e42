import { z } from "zod";

import { importDeadlinesSchema } from "./import-deadlines";

// The subset of a Terminal49 container (plus three shipment fields) that the board rules read. The schema is
// deliberately tolerant: the service drifts (fields appear, disappear, or arrive as "" in examples), and a
// rule that cannot run because one field changed shape would hide a box from the dispatcher. So unknown
// fields pass through, missing optional fields become null, and malformed values become null (unknown)
// instead of failing the whole container. Only `number` is required: without it there is no row.

/** An ISO 8601 instant as sent by the service; anything unparsable (including "") is treated as unknown. */
const instant = z
  .unknown()
  .transform((value): string | null =>
    typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value)) ? value : null,
  );

const text = z
  .unknown()
  .transform((value): string | null => (typeof value === "string" && value !== "" ? value : null));

const flag = z.unknown().transform((value): boolean | null => (typeof value === "boolean" ? value : null));

export const terminalHoldSchema = z.looseObject({
  // Names are case-sensitive (USDA, not usda); kept exactly as sent so rules can tell them apart.
  name: z.string(),
  // Known values are `hold` and `pending`; any other string is kept and treated as a warning by holds.ts.
  status: z.string(),
  description: text.optional().transform((value) => value ?? null),
});
export type TerminalHold = z.output<typeof terminalHoldSchema>;

const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export const terminalFeeSchema = z.looseObject({
  type: z.string(),
  // 0 is a valid posted amount, so no truthiness checks anywhere downstream.
  amount,
  currency_code: text.optional().transform((value) => value ?? null),
});
export type TerminalFee = z.output<typeof terminalFeeSchema>;

/** Optional-and-nullable field: absent, null or malformed all read as null. */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.optional().transform((value) => value ?? null);
}

export const containerFactsSchema = z.looseObject({
  number: z.string().min(1),
  current_status: orNull(text),
  available_for_pickup: orNull(flag),
  availability_known: orNull(flag),
  // null = the service did not say (unknown), [] = none. Never conflate the two.
  holds_at_pod_terminal: orNull(z.array(terminalHoldSchema).nullable().catch(null)),
  fees_at_pod_terminal: orNull(z.array(terminalFeeSchema).nullable().catch(null)),
  pickup_lfd: orNull(instant),
  // Flat or 2026 `pod` shape, read into the same three sources (import-deadlines.ts).
  import_deadlines: orNull(importDeadlinesSchema),
  /** Deprecated by the service in favour of import_deadlines.pickup_lfd_rail; read only as a fallback. */
  ind_facility_lfd_on: orNull(instant),
  pod_timezone: orNull(text),
  final_destination_timezone: orNull(text),
  pod_arrived_at: orNull(instant),
  pod_discharged_at: orNull(instant),
  pod_full_out_at: orNull(instant),
  final_destination_full_out_at: orNull(instant),
  empty_terminated_at: orNull(instant),
  pod_rail_loaded_at: orNull(instant),
  pod_rail_departed_at: orNull(instant),
  ind_ata_at: orNull(instant),
  ind_rail_unloaded_at: orNull(instant),
  terminal_checked_at: orNull(instant),
  pickup_appointment_at: orNull(instant),
  /** 10, 20, 40, 45: per-diem tariffs may differ by size. */
  equipment_length: orNull(
    z
      .unknown()
      .transform((value): number | null =>
        typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null,
      ),
  ),
  // From the shipment: its estimated arrival at the port (the Arriving card puts the nearest first).
  podEtaAt: orNull(instant),
  // From the shipment: the line stopped being checked, so line-side data (and the LFD) may be frozen.
  lineTrackingStoppedAt: orNull(instant),
  lineTrackingStoppedReason: orNull(text),
});

export type ContainerFacts = z.output<typeof containerFactsSchema>;
/** What callers may hand in: the raw attributes, with any optional field missing. */
export type ContainerFactsInput = z.input<typeof containerFactsSchema>;

/**
 * Builds facts from a container's JSON:API `attributes` and, when known, its shipment's `attributes`
 * (only the line-tracking fields are read from the shipment).
 */
export function parseContainerFacts(
  containerAttributes: unknown,
  shipmentAttributes?: unknown,
): z.ZodSafeParseResult<ContainerFacts> {
  const shipment = isRecord(shipmentAttributes) ? shipmentAttributes : {};
  const container = isRecord(containerAttributes) ? containerAttributes : {};
  return containerFactsSchema.safeParse({
    ...container,
    lineTrackingStoppedAt: shipment["line_tracking_stopped_at"] ?? container["lineTrackingStoppedAt"],
    lineTrackingStoppedReason: shipment["line_tracking_stopped_reason"] ?? container["lineTrackingStoppedReason"],
    podEtaAt: shipment["pod_eta_at"] ?? container["podEtaAt"],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
