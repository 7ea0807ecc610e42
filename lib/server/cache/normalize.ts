// JSON:API resources of the tracking service → the cache's columns. Pure and tolerant: a malformed value
// becomes null (unknown) rather than failing the row, as in lib/domain/container-facts.ts.
import {
  bucketRank,
  evaluateContainer,
  hasRailLeg,
  lensMaskOf,
  nextTimeChange,
  parseContainerFacts,
  readImportDeadlines,
  tariffsFor,
  type AppliedTariffs,
  type ContainerEvaluation,
  type LfdRule,
  type TariffBook,
  type ContainerFacts,
} from "@/lib/domain";
import { arrivalEtaOf } from "@/lib/domain/arrival-eta";
import { MONEY_RANKS } from "@/lib/domain/money-sort";
import type { Bucket } from "@/lib/domain/bucket";
import { sizeTypeOf, type Equipment } from "@/lib/domain/size-type";
import {
  calculatedLfdsOf,
  signedDays,
  type FreeTimeBook,
  type FreeTimeBox,
} from "@/lib/domain/free-time/box-free-time";

import { relatedId, type Resource } from "../upstream/json-api";

type Attrs = Record<string, unknown>;

export const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
export const bool = (value: unknown): boolean | null => (typeof value === "boolean" ? value : null);
export const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value)
    ? value
    : typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : null;
export const int = (value: unknown): number | null => {
  const n = num(value);
  return n === null ? null : Math.round(n);
};
export const instant = (value: unknown): Date | null => {
  if (typeof value !== "string" || value === "") return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at);
};
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const jsonOrNull = (value: unknown): unknown => (value === undefined ? null : value);

export type ShipmentColumns = ReturnType<typeof normalizeShipment>;

export function normalizeShipment(resource: Resource) {
  const a: Attrs = resource.attributes;
  return {
    upstreamId: resource.id,
    billOfLading: str(a["bill_of_lading_number"]),
    normalizedNumber: str(a["normalized_number"]),
    shippingLineScac: str(a["shipping_line_scac"]),
    shippingLineName: str(a["shipping_line_name"]) ?? str(a["shipping_line_short_name"]),
    customerName: str(a["customer_name"]),
    // The party named by the shipment's own relationship, when the service sends one; otherwise resolved by
    // the customer's company name when stored (customers.ts).
    customerPartyUpstreamId: relatedId(resource, "customer")?.id ?? null,
    refNumbers: strings(a["ref_numbers"]),
    tags: strings(a["tags"]),
    podLocode: str(a["port_of_discharge_locode"]),
    podName: str(a["port_of_discharge_name"]),
    podTerminalUpstreamId: relatedId(resource, "pod_terminal")?.id ?? null,
    podEtaAt: instant(a["pod_eta_at"]),
    podAtaAt: instant(a["pod_ata_at"]),
    destinationEtaAt: instant(a["destination_eta_at"]),
    podVesselName: str(a["pod_vessel_name"]),
    podVesselImo: str(a["pod_vessel_imo"]),
    podVoyageNumber: str(a["pod_voyage_number"]),
    lineTrackingStoppedAt: instant(a["line_tracking_stopped_at"]),
    lineTrackingStoppedReason: str(a["line_tracking_stopped_reason"]),
    raw: resource as unknown,
  };
}

/** What a container row copies from its shipment and terminal (kept on the row so the board reads one table). */
export type ContainerContext = {
  billOfLading: string | null;
  shippingLineScac: string | null;
  shippingLineName: string | null;
  customerName: string | null;
  customerPartyUpstreamId: string | null;
  tags: string[];
  podEtaAt: Date | null;
  podVesselName: string | null;
  podVesselImo: string | null;
  podVoyageNumber: string | null;
  lineTrackingStoppedAt: Date | null;
  lineTrackingStoppedReason: string | null;
  terminalName: string | null;
  terminalFirmsCode: string | null;
};

export function contextFrom(
  shipment: ShipmentColumns | null | undefined,
  terminal: Resource | null | undefined,
): ContainerContext {
  const t: Attrs = terminal?.attributes ?? {};
  return {
    billOfLading: shipment?.billOfLading ?? null,
    shippingLineScac: shipment?.shippingLineScac ?? null,
    shippingLineName: shipment?.shippingLineName ?? null,
    customerName: shipment?.customerName ?? null,
    customerPartyUpstreamId: shipment?.customerPartyUpstreamId ?? null,
    tags: shipment?.tags ?? [],
    podEtaAt: shipment?.podEtaAt ?? null,
    podVesselName: shipment?.podVesselName ?? null,
    podVesselImo: shipment?.podVesselImo ?? null,
    podVoyageNumber: shipment?.podVoyageNumber ?? null,
    lineTrackingStoppedAt: shipment?.lineTrackingStoppedAt ?? null,
    lineTrackingStoppedReason: shipment?.lineTrackingStoppedReason ?? null,
    terminalName: str(t["nickname"]) ?? str(t["name"]),
    terminalFirmsCode: str(t["firms_code"]),
  };
}

export function normalizeContainer(resource: Resource) {
  const a: Attrs = resource.attributes;
  const deadlines =
    typeof a["import_deadlines"] === "object" && a["import_deadlines"] !== null
      ? (a["import_deadlines"] as Attrs)
      : null;
  const sources = readImportDeadlines(deadlines);
  return {
    upstreamId: resource.id,
    number: str(a["number"]) ?? resource.id,
    shipmentUpstreamId: relatedId(resource, "shipment")?.id ?? null,
    podTerminalUpstreamId: relatedId(resource, "pod_terminal")?.id ?? null,
    pickupFacilityUpstreamId: relatedId(resource, "pickup_facility")?.id ?? null,
    currentStatus: str(a["current_status"]),
    sealNumber: str(a["seal_number"]),
    refNumbers: strings(a["ref_numbers"]),
    equipmentType: str(a["equipment_type"]),
    equipmentLength: int(a["equipment_length"]),
    equipmentHeight: str(a["equipment_height"]),
    weightInLbs: num(a["weight_in_lbs"]),
    availableForPickup: bool(a["available_for_pickup"]),
    availabilityKnown: bool(a["availability_known"]),
    holds: jsonOrNull(a["holds_at_pod_terminal"]),
    fees: jsonOrNull(a["fees_at_pod_terminal"]),
    pickupLfd: instant(a["pickup_lfd"]),
    // Either deadline shape (flat or the 2026 `pod` one) reads into the same three sources.
    lfdLine: instant(sources?.pickup_lfd_line),
    lfdTerminal: instant(sources?.pickup_lfd_terminal),
    lfdRail: instant(sources?.pickup_lfd_rail) ?? instant(a["ind_facility_lfd_on"]),
    importDeadlines: deadlines as unknown,
    pickupAppointmentAt: instant(a["pickup_appointment_at"]),
    locationAtPodTerminal: str(a["location_at_pod_terminal"]),
    podTimezone: str(a["pod_timezone"]),
    finalDestinationTimezone: str(a["final_destination_timezone"]),
    emptyTerminatedTimezone: str(a["empty_terminated_timezone"]),
    podArrivedAt: instant(a["pod_arrived_at"]),
    podDischargedAt: instant(a["pod_discharged_at"]),
    podFullOutAt: instant(a["pod_full_out_at"]),
    finalDestinationFullOutAt: instant(a["final_destination_full_out_at"]),
    emptyTerminatedAt: instant(a["empty_terminated_at"]),
    terminalCheckedAt: instant(a["terminal_checked_at"]),
    podRailCarrierScac: str(a["pod_rail_carrier_scac"]),
    indRailCarrierScac: str(a["ind_rail_carrier_scac"]),
    podRailLoadedAt: instant(a["pod_rail_loaded_at"]),
    podRailDepartedAt: instant(a["pod_rail_departed_at"]),
    indEtaAt: instant(a["ind_eta_at"]),
    indAtaAt: instant(a["ind_ata_at"]),
    indRailUnloadedAt: instant(a["ind_rail_unloaded_at"]),
    indFacilityHolds: jsonOrNull(a["ind_facility_holds"]),
    indFacilityFees: jsonOrNull(a["ind_facility_fees"]),
    indFacilityLfdOn: instant(a["ind_facility_lfd_on"]),
    raw: resource as unknown,
  };
}

/** The facts the domain rules read, rebuilt from a row's raw attributes and its shipment's line tracking and ETA. */
export function factsOf(
  raw: unknown,
  context: Pick<ContainerContext, "lineTrackingStoppedAt" | "lineTrackingStoppedReason" | "podEtaAt">,
) {
  const attributes =
    typeof raw === "object" && raw !== null && "attributes" in raw ? (raw as { attributes: unknown }).attributes : {};
  return parseContainerFacts(attributes, {
    line_tracking_stopped_at: context.lineTrackingStoppedAt?.toISOString() ?? null,
    line_tracking_stopped_reason: context.lineTrackingStoppedReason,
    pod_eta_at: context.podEtaAt?.toISOString() ?? null,
  });
}

/** What evaluating a row needs besides its facts: the clock, the workspace's LFD rule, tariffs and free time. */
export type EvaluationOptions = { now: Date; lfdRule: LfdRule; tariffs: TariffBook; freeTime: FreeTimeBook };

/** The box's own free-time inputs, kept on its row (not from the service). */
export type FreeTimeColumns = {
  firstAvailableAt: Date | null;
  extensionDaysLine: number;
  extensionDaysTerminal: number;
};

/** The context fields evaluate() reads (recompute selects only these). */
export type EvaluationContext = Pick<
  ContainerContext,
  | "lineTrackingStoppedAt"
  | "lineTrackingStoppedReason"
  | "podEtaAt"
  | "shippingLineScac"
  | "terminalFirmsCode"
  | "customerPartyUpstreamId"
> &
  FreeTimeColumns;

/** The columns of EvaluationContext, for a select that reads only what evaluate() needs. */
export const EVALUATION_CONTEXT_SELECT = {
  lineTrackingStoppedAt: true,
  lineTrackingStoppedReason: true,
  podEtaAt: true,
  shippingLineScac: true,
  terminalFirmsCode: true,
  customerPartyUpstreamId: true,
  firstAvailableAt: true,
  extensionDaysLine: true,
  extensionDaysTerminal: true,
} as const satisfies Record<keyof EvaluationContext, true>;

/**
 * The box's free-time inputs after an observation: its stored ones (none for a box seen for the first time), and
 * first available now if it never was before and the service says it is.
 */
export function freeTimeColumnsOf(
  stored: FreeTimeColumns | undefined,
  availableForPickup: boolean | null,
  observedAt: Date,
): FreeTimeColumns {
  return {
    firstAvailableAt: stored?.firstAvailableAt ?? (availableForPickup === true ? observedAt : null),
    extensionDaysLine: stored?.extensionDaysLine ?? 0,
    extensionDaysTerminal: stored?.extensionDaysTerminal ?? 0,
  };
}

/** The service's id of the box's port terminal, from its raw resource's relationships. */
export function podTerminalIdOf(raw: unknown): string | null {
  const relationships =
    typeof raw === "object" && raw !== null && "relationships" in raw ? (raw as Resource).relationships : {};
  return relatedId({ id: "", type: "", attributes: {}, relationships }, "pod_terminal")?.id ?? null;
}

export type EvaluationColumns = {
  bucket: Bucket;
  bucketRank: number;
  governingLfd: Date | null;
  governingLfdDate: Date | null;
  lfdSource: string | null;
  /** Posted fees as the sorts read them (lib/domain/money-sort.ts): never a sum of two currencies. */
  feesPosted: number;
  feesPostedCurrency: string;
  feesPostedRank: number;
  holdNames: string[];
  flagReady: boolean;
  flagBlocked: boolean;
  flagPendingHold: boolean;
  flagConflict: boolean;
  flagStale: boolean;
  flagUrgencyUnknown: boolean;
  governingLfdZone: string | null;
  lenses: string[];
  lensMask: number;
  blockingHolds: string[];
  urgencyDate: Date | null;
  returnByDate: Date | null;
  moneyAtRisk: number | null;
  moneyAtRiskCurrency: string | null;
  moneyAtRiskRank: number | null;
  lfdDisagreementDays: number | null;
  /** The ETA the Arriving card sorts and filters by (lib/domain/arrival-eta.ts); null once discharged. */
  arrivalEtaAt: Date | null;
  /** "40HC" (lib/domain/size-type.ts); null without a length. */
  sizeType: string | null;
  evaluatedAt: Date;
  /** When time alone next changes the columns above (null: never); the periodic re-evaluation waits for it. */
  reevaluateAt: Date | null;
};

/** A local date as the `date` column stores it (midnight UTC of that calendar date). */
const dateColumn = (date: string | null | undefined): Date | null => (date ? new Date(`${date}T00:00:00Z`) : null);

/** The equipment fields of a raw container resource (size-type.ts reads them; the facts keep only the length). */
export function equipmentOf(raw: unknown): Equipment {
  const attributes = attributesOfRaw(raw);
  return {
    type: str(attributes["equipment_type"]),
    length: int(attributes["equipment_length"]),
    height: str(attributes["equipment_height"]),
  };
}

function attributesOfRaw(raw: unknown): Attrs {
  const attributes =
    typeof raw === "object" && raw !== null && "attributes" in raw ? (raw as { attributes: unknown }).attributes : null;
  return typeof attributes === "object" && attributes !== null ? (attributes as Attrs) : {};
}

export function evaluationColumns(
  facts: ContainerFacts,
  evaluation: ContainerEvaluation,
  now: Date,
  equipment: Equipment = { type: null, length: facts.equipment_length, height: null },
): EvaluationColumns {
  const arrivalEta = arrivalEtaOf(evaluation.lenses, facts.podEtaAt, facts.pod_arrived_at);
  return {
    bucket: evaluation.bucket,
    bucketRank: evaluation.sort.bucketRank,
    governingLfd: evaluation.lfd.governing ? new Date(evaluation.lfd.governing) : null,
    governingLfdDate: dateColumn(evaluation.lfd.governingDate),
    lfdSource: evaluation.lfd.source,
    feesPosted: evaluation.sort.feesPosted,
    feesPostedCurrency: evaluation.sort.feesPostedCurrency,
    feesPostedRank: evaluation.sort.feesPostedRank,
    holdNames: evaluation.holds.active.map((hold) => hold.name),
    flagReady: evaluation.flags.ready,
    flagBlocked: evaluation.flags.blocked,
    flagPendingHold: evaluation.flags.pendingHold,
    flagConflict: evaluation.flags.conflict,
    flagStale: evaluation.flags.stale,
    flagUrgencyUnknown: evaluation.flags.urgencyUnknown,
    governingLfdZone: evaluation.lfd.governingDate === null ? null : evaluation.lfd.timezone,
    lenses: evaluation.lenses,
    lensMask: lensMaskOf(evaluation.lenses),
    blockingHolds: evaluation.blockingHolds,
    urgencyDate: dateColumn(evaluation.sort.urgencyDate),
    returnByDate: dateColumn(evaluation.returnBy?.date),
    moneyAtRisk: evaluation.sort.moneyAtRisk,
    moneyAtRiskCurrency: evaluation.sort.moneyAtRiskCurrency,
    moneyAtRiskRank: evaluation.sort.moneyAtRiskRank,
    lfdDisagreementDays: evaluation.lfd.disagreement ? signedDays(evaluation.lfd.disagreement) : null,
    arrivalEtaAt: arrivalEta === null ? null : new Date(arrivalEta),
    sizeType: sizeTypeOf(equipment),
    evaluatedAt: now,
    reevaluateAt: nextTimeChange(facts, evaluation, now),
  };
}

/** Evaluated columns that change the board (all but evaluatedAt): recompute writes a row only when one differs. */
export const EVALUATED_FIELDS = [
  "bucket",
  "bucketRank",
  "governingLfd",
  "governingLfdDate",
  "lfdSource",
  "feesPosted",
  "feesPostedCurrency",
  "feesPostedRank",
  "holdNames",
  "flagReady",
  "flagBlocked",
  "flagPendingHold",
  "flagConflict",
  "flagStale",
  "flagUrgencyUnknown",
  "governingLfdZone",
  "lenses",
  "lensMask",
  "blockingHolds",
  "urgencyDate",
  "returnByDate",
  "moneyAtRisk",
  "moneyAtRiskCurrency",
  "moneyAtRiskRank",
  "lfdDisagreementDays",
  "arrivalEtaAt",
  "sizeType",
] as const satisfies readonly (keyof EvaluationColumns)[];

const comparable = (value: unknown): unknown =>
  value instanceof Date ? value.getTime() : Array.isArray(value) ? value.join("\u0000") : value;

type EvaluatedValues = Record<(typeof EVALUATED_FIELDS)[number], unknown>;

export function sameEvaluation(a: EvaluatedValues, b: EvaluatedValues): boolean {
  return EVALUATED_FIELDS.every((field) => comparable(a[field]) === comparable(b[field]));
}

/** What the free-time rules read of a box: its facts, its row's own inputs, its terminal's keys. */
export function freeTimeBoxOf(
  facts: ContainerFacts,
  context: EvaluationContext,
  terminalId: string | null,
): FreeTimeBox {
  return {
    terminalKeys: [context.terminalFirmsCode, terminalId],
    lineScac: context.shippingLineScac,
    customerKey: context.customerPartyUpstreamId,
    equipmentLength: facts.equipment_length,
    podTimezone: facts.pod_timezone,
    dischargedAt: facts.pod_discharged_at,
    firstAvailableAt: context.firstAvailableAt?.toISOString() ?? null,
    extensionDays: { line: context.extensionDaysLine, terminal: context.extensionDaysTerminal },
    railMove: hasRailLeg(facts) || facts.final_destination_timezone !== null,
  };
}

/** Evaluates a row; a container whose facts cannot be read at all still gets a row (in `arriving`, the
// rules' last resort, flagged urgency-unknown). `tariffs`: the workspace's tariffs that applied to it. */
export function evaluate(
  raw: unknown,
  context: EvaluationContext,
  options: EvaluationOptions,
): { evaluation: ContainerEvaluation | null; columns: EvaluationColumns; tariffs: AppliedTariffs | null } {
  const facts = factsOf(raw, context);
  if (!facts.success) {
    return {
      evaluation: null,
      tariffs: null,
      columns: {
        bucket: "arriving",
        bucketRank: bucketRank("arriving"),
        governingLfd: null,
        governingLfdDate: null,
        lfdSource: null,
        feesPosted: 0,
        feesPostedCurrency: "",
        feesPostedRank: MONEY_RANKS.none,
        holdNames: [],
        flagReady: false,
        flagBlocked: false,
        flagPendingHold: false,
        flagConflict: false,
        flagStale: false,
        flagUrgencyUnknown: true,
        governingLfdZone: null,
        lenses: ["unknown"],
        lensMask: lensMaskOf(["unknown"]),
        blockingHolds: [],
        urgencyDate: null,
        returnByDate: null,
        moneyAtRisk: null,
        moneyAtRiskCurrency: null,
        moneyAtRiskRank: null,
        lfdDisagreementDays: null,
        arrivalEtaAt: null,
        sizeType: sizeTypeOf(equipmentOf(raw)),
        evaluatedAt: options.now,
        // Unreadable facts give the same row at any time: only new data from the service changes it.
        reevaluateAt: null,
      },
    };
  }
  const terminalId = podTerminalIdOf(raw);
  const tariffs = tariffsFor(options.tariffs, {
    terminalKeys: [context.terminalFirmsCode, terminalId],
    lineScac: context.shippingLineScac,
    equipmentLength: facts.data.equipment_length,
  });
  const calculated = calculatedLfdsOf(options.freeTime, freeTimeBoxOf(facts.data, context, terminalId));
  const evaluation = evaluateContainer(facts.data, {
    now: options.now,
    lfdRule: options.lfdRule,
    tariffs,
    calculated,
  });
  return { evaluation, columns: evaluationColumns(facts.data, evaluation, options.now, equipmentOf(raw)), tariffs };
}
