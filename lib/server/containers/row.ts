import "server-only";

import { isLensKey } from "@/lib/domain";
import type { Bucket } from "@/lib/domain/bucket";
import { NO_CALCULATED_LFDS } from "@/lib/domain/free-time/box-free-time";
import type { Container } from "@/lib/generated/prisma/client";
import type { ContainerRow } from "@/lib/shared/container-api";

import { evaluate, type EvaluationOptions } from "../cache/normalize";

/**
 * A cached row → the contract's ContainerRow; the evaluation is recomputed for this page at `now`. The service's
 * raw attributes (~2 KB a box, three fifths of a row) only when asked: the board's rows never read them.
 */
export function toContainerRow(
  row: Container,
  options: EvaluationOptions,
  include: { attributes?: boolean } = {},
): ContainerRow {
  const { evaluation } = evaluate(row.raw, row, options);
  const attributes =
    typeof row.raw === "object" && row.raw !== null && "attributes" in row.raw
      ? ((row.raw as { attributes: Record<string, unknown> }).attributes ?? {})
      : {};
  const lfd = evaluation?.lfd;
  return {
    id: row.id,
    upstreamId: row.upstreamId,
    number: row.number,
    billOfLading: row.billOfLading,
    bookingNumber: typeof attributes["booking_number"] === "string" ? attributes["booking_number"] : null,
    shippingLine: { scac: row.shippingLineScac, name: row.shippingLineName },
    terminal: {
      id: row.podTerminalUpstreamId,
      name: row.terminalName,
      firmsCode: row.terminalFirmsCode,
      timezone: row.podTimezone,
    },
    currentStatus: row.currentStatus,
    // The stored bucket is the one the filters and counts used; the scheduled recompute keeps it current.
    bucket: row.bucket as Bucket,
    flags: evaluation?.flags ?? {
      ready: false,
      blocked: false,
      pendingHold: false,
      conflict: false,
      stale: false,
      urgencyUnknown: true,
      holdsUnknown: true,
      feesUnknown: true,
    },
    readyForPickup: evaluation?.readyForPickup ?? false,
    pull: evaluation?.pull ?? "unknown",
    lfd: {
      rule: lfd?.rule ?? options.lfdRule,
      governing: lfd?.governing ?? null,
      governingDate: lfd?.governingDate ?? null,
      source: lfd?.source ?? null,
      line: lfd?.line ?? null,
      terminal: lfd?.terminal ?? null,
      rail: lfd?.rail ?? null,
      daysLeft: lfd?.daysLeft ?? null,
      timezone: lfd?.timezone ?? null,
      conflict: lfd?.conflict ?? false,
      basis: lfd?.basis ?? null,
      calculated: lfd?.calculated ?? NO_CALCULATED_LFDS,
      serviceCalculated: lfd?.serviceCalculated ?? { line: null, terminal: null },
      disagreement: lfd?.disagreement ?? null,
    },
    holds: evaluation?.holds.active ?? [],
    holdsKnown: evaluation?.holds.known ?? false,
    fees: {
      byCurrency: evaluation?.fees.byCurrency ?? {},
      terminalTotal: evaluation?.fees.terminalTotal ?? null,
      known: evaluation?.fees.known ?? false,
    },
    availableForPickup: row.availableForPickup,
    pickupAppointmentAt: row.pickupAppointmentAt?.toISOString() ?? null,
    terminalCheckedAt: row.terminalCheckedAt?.toISOString() ?? null,
    syncedAt: row.syncedAt.toISOString(),
    stale: evaluation?.stale ?? false,
    customerName: row.customerName,
    customerId: row.customerPartyUpstreamId,
    refNumbers: row.refNumbers,
    tags: row.tags,
    podEtaAt: row.podEtaAt?.toISOString() ?? null,
    arrival: {
      etaAt: row.podEtaAt?.toISOString() ?? null,
      arrivedAt: row.podArrivedAt?.toISOString() ?? null,
      vesselName: row.podVesselName,
      vesselImo: row.podVesselImo,
      voyage: row.podVoyageNumber,
      sizeType: row.sizeType,
      equipment: { type: row.equipmentType, length: row.equipmentLength, height: row.equipmentHeight },
      weightLbs: row.weightInLbs,
      hazmat: row.hazmat,
    },
    // Stored, like the bucket: the lenses the filters and counts used.
    lenses: row.lenses.filter(isLensKey),
    returnBy: evaluation?.returnBy ?? null,
    moneyAtRisk: evaluation?.moneyAtRisk ?? null,
    ...(include.attributes ? { attributes } : {}),
  };
}
