import "server-only";

import type { LfdRule } from "@/lib/domain";
import { dayZone } from "@/lib/domain/days/day-zone";
import {
  firstObservationRows,
  lateObservationRows,
  type HistoryRow,
  type RecordedRow,
} from "@/lib/domain/days/observation-rows";
import { localDateOf } from "@/lib/domain/local-date";
import { db } from "@/lib/server/db";
import { workspaceFreeTimeBook } from "@/lib/server/free-time/free-time-book";
import { notifyLive } from "@/lib/server/live/notify";

import { relatedId, type Resource } from "../upstream/json-api";

import {
  canonical,
  compareObserved,
  diffTracked,
  isNotOlder,
  seqAfter,
  trackedJson,
  type Observed,
  type TrackedValues,
} from "./history";
import { workspaceTariffBook } from "./evaluation-inputs";
import { DUE_NOW } from "./due";
import { jsonColumn, jsonRequired } from "./json";
import {
  contextFrom,
  evaluate,
  freeTimeColumnsOf,
  normalizeContainer,
  normalizeShipment,
  type ContainerContext,
  type ShipmentColumns,
} from "./normalize";
import { applyReference, applyShipments, attributesOf } from "./reference";

// Applies container resources (from a sync page, a webhook's included, or a single fetch) to the cache:
// new rows are created with their first observation recorded in the history, changed rows updated with their
// evaluation recomputed and every tracked change recorded, unchanged rows left alone, and data older than the
// row's never written to it: where it differs from the history it is kept there, at its own time, as evidence.

export type ApplySource = { kind: "webhook" | "sync"; ref: string };
/** `seq`: a webhook's delivery order (its inbox row id), the tie-break of two notifications of one instant. */
export type ApplyOptions = {
  observedAt: Date;
  seq?: bigint | null;
  source: ApplySource;
  now: Date;
  lfdRule: LfdRule;
  notify?: boolean;
};
/** `lateIds`: boxes a delivery older than their state told something new about (kept in history only). */
export type ApplyResult = {
  created: number;
  updated: number;
  unchanged: number;
  stale: number;
  changedIds: string[];
  lateIds: string[];
};

/**
 * `resources` is everything a response carried: containers plus whatever was included (shipments,
 * terminals, ports). Shipments and terminals not in it are read from the cache.
 */
export async function applyContainers(
  workspaceId: string,
  resources: Resource[],
  options: ApplyOptions,
): Promise<ApplyResult> {
  const containers = [...new Map(resources.filter((r) => r.type === "container").map((r) => [r.id, r])).values()];
  await applyReference(workspaceId, resources);
  await applyShipments(workspaceId, resources, options.observedAt);
  const result: ApplyResult = { created: 0, updated: 0, unchanged: 0, stale: 0, changedIds: [], lateIds: [] };
  if (containers.length === 0) return result;

  const [contexts, tariffs, freeTime] = await Promise.all([
    loadContexts(workspaceId, containers, resources),
    workspaceTariffBook(workspaceId),
    workspaceFreeTimeBook(workspaceId),
  ]);
  const evaluationOptions = { now: options.now, lfdRule: options.lfdRule, tariffs, freeTime };
  const rows = containers.map((resource) => {
    const columns = normalizeContainer(resource);
    const context = contexts.get(resource.id) ?? contextFrom(null, null);
    return { columns, context };
  });

  await db.$transaction(
    async (tx) => {
      const ids = rows.map((row) => row.columns.upstreamId);
      // Lock the rows first: a webhook and a sweep touching the same container are serialized here.
      await tx.$queryRaw`SELECT 1 FROM containers WHERE workspace_id = ${workspaceId}::uuid AND upstream_id = ANY(${ids}) FOR UPDATE`;
      const existing = await tx.container.findMany({ where: { workspaceId, upstreamId: { in: ids } } });
      const byId = new Map(existing.map((row) => [row.upstreamId, row]));
      const creates = [];
      const historyRow = (upstreamId: string, row: HistoryRow) => ({
        workspaceId,
        containerUpstreamId: upstreamId,
        field: row.field,
        kind: row.kind,
        oldValue: jsonColumn(row.oldValue),
        newValue: jsonColumn(row.newValue),
        source: options.source.kind,
        sourceRef: options.source.ref,
        observedAt: row.at,
      });
      const history: ReturnType<typeof historyRow>[] = [];
      // A box's first observation, written once its row is created (not when another writer created it first).
      const firstSeen = new Map<string, HistoryRow[]>();
      // Older than the box's state: recorded, never applied (lateHistory below).
      const late: { before: ContainerRow; columns: TrackedValues }[] = [];
      const confirmed: string[] = [];
      // A delivery that disagrees with what is stored from the same second (another delivery, or a read made
      // within that second): the service stamps to the second and delivers concurrently, so neither order nor
      // stamp says which is newer. A worker reads these boxes again (sync/settle.ts).
      const unsettled: string[] = [];
      const incoming: Observed = { at: options.observedAt, seq: options.seq ?? null };
      const fromDelivery = incoming.seq !== null;
      // The terminal's checks seen (evidence of freshness per box day) and the boxes whose written day records
      // this observation reaches back into (their days are written again, as corrections where they differ).
      const checks: { containerId: string | null; upstreamId: string; at: Date; zone: string | null }[] = [];
      const redue: { id: string; dirty: string | null }[] = [];
      const dayStates = new Map(
        (
          await tx.containerDayState.findMany({
            where: { containerId: { in: existing.map((row) => row.id) } },
            select: { containerId: true, daysThrough: true, dueAt: true },
          })
        ).map((state) => [state.containerId, state]),
      );
      for (const { columns, context } of rows) {
        const before = byId.get(columns.upstreamId);
        // The box's own free-time inputs live on its row: evaluated here, where the stored row is known.
        const freeTimeColumns = freeTimeColumnsOf(before, columns.availableForPickup, options.observedAt);
        const { columns: evaluation } = evaluate(columns.raw, { ...context, ...freeTimeColumns }, evaluationOptions);
        const data = {
          ...columns,
          ...context,
          ...evaluation,
          firstAvailableAt: freeTimeColumns.firstAvailableAt,
          raw: jsonRequired(columns.raw),
          holds: jsonColumn(columns.holds),
          fees: jsonColumn(columns.fees),
          importDeadlines: jsonColumn(columns.importDeadlines),
          indFacilityHolds: jsonColumn(columns.indFacilityHolds),
          indFacilityFees: jsonColumn(columns.indFacilityFees),
        };
        const checkedAt = columns.terminalCheckedAt;
        if (checkedAt && checkedAt.getTime() !== before?.terminalCheckedAt?.getTime())
          checks.push({
            containerId: before?.id ?? null,
            upstreamId: columns.upstreamId,
            at: checkedAt,
            zone: columns.podTimezone,
          });
        if (!before) {
          firstSeen.set(
            columns.upstreamId,
            firstObservationRows(trackedJson(tracked(columns)), {
              observedAt: options.observedAt,
              terminalCheckedAt: columns.terminalCheckedAt,
            }),
          );
          creates.push({
            workspaceId,
            ...data,
            observedAt: options.observedAt,
            observedSeq: incoming.seq ?? null,
            syncedAt: new Date(),
            firstObservedAt: options.observedAt,
          });
          continue;
        }
        const stored: Observed = { at: before.observedAt, seq: before.observedSeq };
        const same = fingerprint(before.raw, before) === fingerprint(columns.raw, context);
        if (!same && fromDelivery && sameSecond(stored.at, incoming.at)) unsettled.push(before.id);
        if (!isNotOlder(incoming, stored)) {
          result.stale += 1;
          // Of one instant (a tie lost on delivery order) nothing tells which came first: no evidence of its own.
          if (incoming.at.getTime() < stored.at.getTime()) late.push({ before, columns });
          continue;
        }
        if (same) {
          result.unchanged += 1;
          // Still newer knowledge: without moving observedAt, an older delivery arriving later would win.
          if (compareObserved(incoming, stored) > 0) confirmed.push(before.id);
          continue;
        }
        const changes = diffTracked(tracked(before), tracked(columns));
        // A box the day-record pass had finished with (not yet discharged, or returned) is looked at again; one
        // whose written days this observation reaches back into has them written again.
        const dayState = dayStates.get(before.id);
        const reachesBack =
          changes.length > 0 && dayState
            ? dirtyFrom(dayState.daysThrough, before.podTimezone, options.observedAt)
            : null;
        if (!dayState?.dueAt || reachesBack) redue.push({ id: before.id, dirty: reachesBack });
        await tx.container.update({
          where: { id: before.id },
          data: {
            ...data,
            observedAt: options.observedAt,
            observedSeq: seqAfter(incoming, stored),
            syncedAt: new Date(),
          },
        });
        for (const change of changes)
          history.push(historyRow(columns.upstreamId, { ...change, kind: "change", at: options.observedAt }));
        result.updated += 1;
        result.changedIds.push(before.id);
      }
      if (creates.length > 0) {
        const created = await tx.container.createManyAndReturn({
          data: creates,
          skipDuplicates: true,
          select: { id: true, upstreamId: true },
        });
        const createdIds = new Map(created.map((row) => [row.upstreamId, row.id]));
        for (const check of checks) check.containerId ??= createdIds.get(check.upstreamId) ?? null;
        // Its days from discharge are written (reconstructed) by the next day-record pass.
        for (const id of createdIds.values()) redue.push({ id, dirty: null });
        for (const upstreamId of createdIds.keys())
          for (const row of firstSeen.get(upstreamId) ?? []) history.push(historyRow(upstreamId, row));
        result.created = created.length;
        result.changedIds.push(...created.map((row) => row.id));
      }
      for (const { before, rows } of await lateHistory(tx, workspaceId, late, options.observedAt)) {
        for (const row of rows) history.push(historyRow(before.upstreamId, row));
        // Evidence about a day already written: the day is written again (a correction where it now differs).
        const dayState = dayStates.get(before.id);
        const dirty = dayState ? dirtyFrom(dayState.daysThrough, before.podTimezone, options.observedAt) : null;
        if (dirty) redue.push({ id: before.id, dirty });
        result.lateIds.push(before.id);
      }
      if (history.length > 0) await tx.containerChange.createMany({ data: history });
      await recordChecks(tx, workspaceId, checks);
      await markDaysDue(tx, workspaceId, redue);
      if (unsettled.length > 0)
        await tx.container.updateMany({ where: { id: { in: unsettled } }, data: { settleRequestedAt: new Date() } });
      // Rows are locked above; each confirmed one is strictly older than `incoming`, so it takes its stamp whole.
      if (confirmed.length > 0)
        await tx.container.updateMany({
          where: { id: { in: confirmed } },
          data: { observedAt: options.observedAt, observedSeq: incoming.seq ?? null },
        });
    },
    { timeout: 60_000, maxWait: 15_000 },
  );

  // A late delivery changes no box, but an open drawer shows it in the history.
  const touched = [...result.changedIds, ...result.lateIds];
  if (options.notify !== false && touched.length > 0) await notifyLive(workspaceId, "containers", touched);
  return result;
}

type ContainerRow = Awaited<ReturnType<typeof db.container.findMany>>[number];

/**
 * The history rows of deliveries older than their boxes (lib/domain/days/observation-rows.ts), from each field's
 * rows on either side of the delivery's instant (one instant: every box of a batch was observed at once).
 */
async function lateHistory(
  tx: Tx,
  workspaceId: string,
  late: readonly { before: ContainerRow; columns: TrackedValues }[],
  at: Date,
): Promise<{ before: ContainerRow; rows: HistoryRow[] }[]> {
  if (late.length === 0) return [];
  const ids = late.map((box) => box.before.upstreamId);
  const neighbours = await tx.$queryRaw<
    { upstream_id: string; field: string; old_value: unknown; new_value: unknown; observed_at: Date; id: bigint }[]
  >`
    SELECT * FROM (
      SELECT DISTINCT ON (container_upstream_id, field) container_upstream_id AS upstream_id, field, old_value,
        new_value, observed_at, id
      FROM container_changes
      WHERE workspace_id = ${workspaceId}::uuid AND container_upstream_id = ANY(${ids}) AND observed_at <= ${at}
      ORDER BY container_upstream_id, field, observed_at DESC, id DESC) AS before
    UNION ALL
    SELECT * FROM (
      SELECT DISTINCT ON (container_upstream_id, field) container_upstream_id AS upstream_id, field, old_value,
        new_value, observed_at, id
      FROM container_changes
      WHERE workspace_id = ${workspaceId}::uuid AND container_upstream_id = ANY(${ids}) AND observed_at > ${at}
      ORDER BY container_upstream_id, field, observed_at, id) AS after
    ORDER BY observed_at, id`;
  return late.flatMap(({ before, columns }) => {
    const recorded: RecordedRow[] = neighbours
      .filter((row) => row.upstream_id === before.upstreamId)
      .map((row) => ({ field: row.field, oldValue: row.old_value, newValue: row.new_value, at: row.observed_at }));
    const rows = lateObservationRows(recorded, trackedJson(tracked(before)), trackedJson(tracked(columns)), {
      at,
      storedAt: before.observedAt,
    });
    return rows.length > 0 ? [{ before, rows }] : [];
  });
}

/**
 * The first local day whose written record an observation at `at` reaches back into (null: none), in the zone
 * the box's days are written in: a change observed before the end of the last written day makes that day's
 * record incomplete, so it is written again (lib/server/days/write-days.ts adds a correction where it differs).
 */
function dirtyFrom(daysThrough: Date | null, podTimezone: string | null, at: Date): string | null {
  if (daysThrough === null) return null;
  const day = localDateOf(at, dayZone(podTimezone))?.date ?? null;
  const through = daysThrough.toISOString().slice(0, 10);
  return day !== null && day <= through ? day : null;
}

/** Due now for the day-record pass; `dirty`: the first written day to write again (the earliest one wins). */
async function markDaysDue(
  tx: Tx,
  workspaceId: string,
  boxes: readonly { id: string; dirty: string | null }[],
): Promise<void> {
  if (boxes.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO container_day_state (container_id, workspace_id, due_at, dirty_from)
    SELECT v.id, ${workspaceId}::uuid, ${DUE_NOW}, v.dirty
    FROM jsonb_to_recordset(${JSON.stringify(boxes)}::jsonb) AS v(id uuid, dirty date)
    ON CONFLICT (container_id) DO UPDATE SET
      due_at = EXCLUDED.due_at,
      dirty_from = CASE WHEN EXCLUDED.dirty_from IS NULL THEN container_day_state.dirty_from
        ELSE LEAST(COALESCE(container_day_state.dirty_from, EXCLUDED.dirty_from), EXCLUDED.dirty_from) END`;
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** One row per box and local day: the first and last check seen, and how many. */
async function recordChecks(
  tx: Tx,
  workspaceId: string,
  checks: readonly { containerId: string | null; at: Date; zone: string | null }[],
): Promise<void> {
  const rows = checks.flatMap((check) => {
    const date = localDateOf(check.at, dayZone(check.zone))?.date;
    return check.containerId && date ? [{ id: check.containerId, date, at: check.at.toISOString() }] : [];
  });
  if (rows.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO container_check_days (container_id, date, workspace_id, first_at, last_at, checks)
    SELECT v.id, v.date, ${workspaceId}::uuid, v.at, v.at, 1
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, date date, at timestamptz)
    ON CONFLICT (container_id, date) DO UPDATE SET
      first_at = LEAST(container_check_days.first_at, EXCLUDED.first_at),
      last_at = GREATEST(container_check_days.last_at, EXCLUDED.last_at),
      checks = container_check_days.checks + 1`;
}

/** The service's stamps are whole seconds: an instant inside the second a stamp names cannot be ordered with it. */
function sameSecond(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);
}

function tracked(row: TrackedValues): TrackedValues {
  return {
    pickupLfd: row.pickupLfd,
    lfdLine: row.lfdLine,
    lfdTerminal: row.lfdTerminal,
    lfdRail: row.lfdRail,
    holds: row.holds,
    fees: row.fees,
    availableForPickup: row.availableForPickup,
    pickupAppointmentAt: row.pickupAppointmentAt,
    currentStatus: row.currentStatus,
    podDischargedAt: row.podDischargedAt,
    podFullOutAt: row.podFullOutAt,
    finalDestinationFullOutAt: row.finalDestinationFullOutAt,
    emptyTerminatedAt: row.emptyTerminatedAt,
    indFacilityHolds: row.indFacilityHolds,
    indFacilityFees: row.indFacilityFees,
  };
}

function fingerprint(raw: unknown, context: ContainerContext): string {
  const relationships =
    typeof raw === "object" && raw !== null && "relationships" in raw ? (raw as Resource).relationships : {};
  const related = ["shipment", "pod_terminal", "pickup_facility"].map(
    (name) => relatedId({ id: "", type: "", attributes: {}, relationships }, name)?.id ?? null,
  );
  const ctx: ContainerContext = {
    billOfLading: context.billOfLading,
    shippingLineScac: context.shippingLineScac,
    shippingLineName: context.shippingLineName,
    customerName: context.customerName,
    customerPartyUpstreamId: context.customerPartyUpstreamId,
    tags: context.tags,
    podEtaAt: context.podEtaAt,
    podVesselName: context.podVesselName,
    podVesselImo: context.podVesselImo,
    podVoyageNumber: context.podVoyageNumber,
    lineTrackingStoppedAt: context.lineTrackingStoppedAt,
    lineTrackingStoppedReason: context.lineTrackingStoppedReason,
    terminalName: context.terminalName,
    terminalFirmsCode: context.terminalFirmsCode,
  };
  return canonical({ attributes: attributesOf(raw), related, ctx });
}

async function loadContexts(
  workspaceId: string,
  containers: Resource[],
  resources: Resource[],
): Promise<Map<string, ContainerContext>> {
  const includedShipments = new Map(
    resources.filter((r) => r.type === "shipment").map((r) => [r.id, normalizeShipment(r)]),
  );
  const includedTerminals = new Map(
    resources.filter((r) => r.type === "terminal" || r.type === "rail_terminal").map((r) => [r.id, r]),
  );
  const shipmentIds = new Set<string>();
  const terminalIds = new Set<string>();
  for (const c of containers) {
    const s = relatedId(c, "shipment")?.id;
    const t = relatedId(c, "pod_terminal")?.id;
    // The stored shipment wins over the included one: applyShipments has just written it (or kept a newer one),
    // with its customer party resolved (customers.ts), which the included resource alone does not name.
    if (s) shipmentIds.add(s);
    if (t && !includedTerminals.has(t)) terminalIds.add(t);
  }
  const [shipments, terminals] = await Promise.all([
    shipmentIds.size > 0 ? db.shipment.findMany({ where: { workspaceId, upstreamId: { in: [...shipmentIds] } } }) : [],
    terminalIds.size > 0
      ? db.terminal.findMany({
          where: { workspaceId, upstreamId: { in: [...terminalIds] } },
          select: { upstreamId: true, raw: true },
        })
      : [],
  ]);
  for (const s of shipments) includedShipments.set(s.upstreamId, s as unknown as ShipmentColumns);
  for (const t of terminals) includedTerminals.set(t.upstreamId, t.raw as unknown as Resource);
  return new Map(
    containers.map((c) => [
      c.id,
      contextFrom(
        includedShipments.get(relatedId(c, "shipment")?.id ?? ""),
        includedTerminals.get(relatedId(c, "pod_terminal")?.id ?? ""),
      ),
    ]),
  );
}
