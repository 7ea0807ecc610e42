import "server-only";

import { z } from "zod";

import { containerPhase, terminalFeeSchema, terminalHoldSchema, type LfdSource } from "@/lib/domain";
import type { BoxAlertFacts } from "@/lib/domain/alerts/box-facts";
import { Prisma } from "@/lib/generated/prisma/client";

import { returnByColumn } from "./return-by-column";

// Loads what alert derivation needs about boxes, straight from the stored columns (never the raw upstream
// JSON), with the row version it was read at.

type Row = {
  id: string;
  number: string;
  bucket: string;
  flag_ready: boolean;
  flag_urgency_unknown: boolean;
  flag_stale: boolean;
  governing_lfd_date: string | null;
  lfd_source: string | null;
  lfd_line: Date | null;
  lfd_terminal: Date | null;
  lfd_rail: Date | null;
  pod_timezone: string | null;
  final_destination_timezone: string | null;
  holds: unknown;
  fees: unknown;
  pod_eta_at: Date | null;
  pod_arrived_at: Date | null;
  pod_discharged_at: Date | null;
  available_for_pickup: boolean | null;
  terminal_checked_at: Date | null;
  line_tracking_stopped_at: Date | null;
  terminal_name: string | null;
  current_status: string | null;
  empty_terminated_at: Date | null;
  pod_full_out_at: Date | null;
  final_destination_full_out_at: Date | null;
  pod_rail_loaded_at: Date | null;
  pod_rail_departed_at: Date | null;
  ind_ata_at: Date | null;
  ind_rail_unloaded_at: Date | null;
  return_by: string | null;
  version: string;
};

/**
 * `version` is the row's xmin as read: a pass that writes back what it derived does so only while the row is
 * still that version, so a write that landed meanwhile (and marked the box due again) is never overwritten.
 */
export type LoadedBox = { facts: BoxAlertFacts; version: string };

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const holdsSchema = z.array(terminalHoldSchema);
const feesSchema = z.array(terminalFeeSchema);
const SOURCES: readonly string[] = ["line", "terminal", "rail"];

function toFacts(row: Row): BoxAlertFacts {
  const holds = row.holds === null ? null : holdsSchema.safeParse(row.holds);
  const fees = row.fees === null ? null : feesSchema.safeParse(row.fees);
  return {
    id: row.id,
    number: row.number,
    bucket: row.bucket,
    phase: containerPhase({
      current_status: row.current_status,
      empty_terminated_at: iso(row.empty_terminated_at),
      pod_discharged_at: iso(row.pod_discharged_at),
      pod_full_out_at: iso(row.pod_full_out_at),
      final_destination_full_out_at: iso(row.final_destination_full_out_at),
      pod_rail_loaded_at: iso(row.pod_rail_loaded_at),
      pod_rail_departed_at: iso(row.pod_rail_departed_at),
      ind_ata_at: iso(row.ind_ata_at),
      ind_rail_unloaded_at: iso(row.ind_rail_unloaded_at),
    }),
    urgencyUnknown: row.flag_urgency_unknown || row.bucket === "stale",
    stale: row.flag_stale,
    ready: row.flag_ready,
    governingLfdDate: row.governing_lfd_date,
    lfdSource: row.lfd_source && SOURCES.includes(row.lfd_source) ? (row.lfd_source as LfdSource) : null,
    lfd: { line: iso(row.lfd_line), terminal: iso(row.lfd_terminal), rail: iso(row.lfd_rail) },
    zones: { pod: row.pod_timezone, finalDestination: row.final_destination_timezone },
    // A malformed array is unknown, not "none": nothing is derived from it.
    holds: holds === null || !holds.success ? null : holds.data,
    fees: fees === null || !fees.success ? null : fees.data,
    podEtaAt: iso(row.pod_eta_at),
    podArrivedAt: iso(row.pod_arrived_at),
    podDischargedAt: iso(row.pod_discharged_at),
    availableForPickup: row.available_for_pickup,
    terminalCheckedAt: iso(row.terminal_checked_at),
    lineTrackingStoppedAt: iso(row.line_tracking_stopped_at),
    returnByDate: row.return_by ? row.return_by.slice(0, 10) : null,
    terminalName: row.terminal_name,
  };
}

/**
 * Boxes of a workspace matching `where` (a SQL condition on `c`), ordered by id, with their observed key. Run
 * inside a transaction that holds their alert_box_states locks to read what the lock protects.
 */
export async function loadBoxes(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  workspaceId: string,
  where: Prisma.Sql,
  limit = 1000,
): Promise<LoadedBox[]> {
  const returnBy = await returnByColumn();
  const returnBySelect = returnBy ? Prisma.sql`c.${Prisma.raw(`"${returnBy}"`)}::text` : Prisma.sql`NULL::text`;
  const rows = await client.$queryRaw<Row[]>`
    SELECT c.id, c.number, c.bucket, c.flag_ready, c.flag_urgency_unknown, c.flag_stale, c.governing_lfd_date::text AS governing_lfd_date, c.lfd_source, c.lfd_line, c.lfd_terminal,
      c.lfd_rail, c.pod_timezone, c.final_destination_timezone, c.holds, c.fees, c.pod_eta_at, c.pod_arrived_at, c.pod_discharged_at, c.available_for_pickup, c.terminal_checked_at,
      c.line_tracking_stopped_at, c.terminal_name, c.current_status, c.empty_terminated_at, c.pod_full_out_at, c.final_destination_full_out_at, c.pod_rail_loaded_at,
      c.pod_rail_departed_at, c.ind_ata_at, c.ind_rail_unloaded_at, ${returnBySelect} AS return_by, c.xmin::text AS version
    FROM containers c
    WHERE c.workspace_id = ${workspaceId}::uuid AND ${where}
    ORDER BY c.id
    LIMIT ${limit}`;
  return rows.map((row) => ({ facts: toFacts(row), version: row.version }));
}
