import "server-only";

import { createHash } from "node:crypto";

import { instantAt } from "@/lib/domain/alerts/zoned-time";
import { buildDayRecord, type DayRecordContent } from "@/lib/domain/days/day-record";
import { dayZone } from "@/lib/domain/days/day-zone";
import { HISTORY_FIELDS, type HistoryField } from "@/lib/domain/days/history-fields";
import type { FieldTimeline } from "@/lib/domain/days/timeline";
import { calculatedLfdsOf, calendarFor, NO_CALCULATED_LFDS } from "@/lib/domain/free-time/box-free-time";
import {
  chargeableDaysOf,
  parseRuns,
  replaceRunsFrom,
  type ChargeableDay,
  type ChargeRun,
} from "@/lib/domain/incurred-days";
import { addCalendarDays, localDateOf, nextLocalDateChange, type LocalDate } from "@/lib/domain/local-date";
import { tariffsFor } from "@/lib/domain/tariff-match";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { workspaceMode } from "@/lib/server/settings";

import { evaluationInputs, type EvaluationInputs } from "../cache/evaluation-inputs";
import { canonical, trackedJson } from "../cache/history";
import { EVALUATION_CONTEXT_SELECT, factsOf, freeTimeBoxOf, podTerminalIdOf } from "../cache/normalize";

// Writes the day records (product.md, "Box days: the evidence") of the boxes whose next local midnight has come
// (container_day_state.due_at), from their history: each completed local day from discharge to the empty return, once.
// A box first seen after discharge, or a worker that was down, gets its past days reconstructed (marked so). A day
// written again because a late observation reached back into it (days_dirty_from) adds a correction that
// supersedes the earlier record when the day reads differently; nothing is ever updated. The cost follows the
// boxes whose day ended, never the account's size.

const PAGE = 500;
/** Kept at least 3 years (product.md): a box first seen with an older discharge starts here. */
const MAX_DAYS_BACK = 3 * 366;
/** A day written this long after it ended was not written as it ended: it is reconstructed from history. */
const LATE_MS = 3_600_000;

const SELECT = {
  id: true,
  number: true,
  upstreamId: true,
  raw: true,
  podTimezone: true,
  podDischargedAt: true,
  podFullOutAt: true,
  finalDestinationFullOutAt: true,
  emptyTerminatedAt: true,
  indFacilityHolds: true,
  indFacilityFees: true,
  createdAt: true,
  firstObservedAt: true,
  pickupLfd: true,
  lfdLine: true,
  lfdTerminal: true,
  lfdRail: true,
  holds: true,
  fees: true,
  availableForPickup: true,
  pickupAppointmentAt: true,
  currentStatus: true,
  ...EVALUATION_CONTEXT_SELECT,
} satisfies Prisma.ContainerSelect;
type DueBox = Prisma.ContainerGetPayload<{ select: typeof SELECT }> & {
  daysThrough: LocalDate | null;
  dirtyFrom: LocalDate | null;
  /** Its chargeable days so far (container_day_state.charged), replaced from the first day written again. */
  charged: ChargeRun[];
};

const dateText = (date: Date): LocalDate => date.toISOString().slice(0, 10);
const later = (a: LocalDate, b: LocalDate): LocalDate => (a > b ? a : b);
const earlier = (a: LocalDate, b: LocalDate): LocalDate => (a < b ? a : b);

/** A container_days row as the INSERT reads it from JSON. */
type DayRow = {
  container_id: string;
  container_number: string;
  date: LocalDate;
  zone: string;
  phase: string;
  record: DayRecordContent;
  content_hash: string;
  reconstructed: boolean;
  supersedes_id: string | null;
};

export type WriteDaysResult = { boxes: number; days: number; corrections: number };
/** What a page wrote, and the chargeable days of every day it built, per box (written or unchanged). */
type PageResult = Omit<WriteDaysResult, "boxes"> & { charged: Map<string, ChargeableDay[]> };

type Plan = { box: DueBox; zone: string; from: LocalDate; to: LocalDate; finished: boolean };

/** Which days of a box to write now (none: `from` after `to`), and whether it is finished (returned, all written). */
function planOf(box: DueBox, at: Date): Plan | null {
  const zone = dayZone(box.podTimezone);
  if (!box.podDischargedAt) return null;
  const discharged = localDateOf(box.podDischargedAt, zone)?.date;
  const today = localDateOf(at, zone)?.date;
  if (!discharged || !today) return null;
  const returned = box.emptyTerminatedAt ? (localDateOf(box.emptyTerminatedAt, zone)?.date ?? null) : null;
  const yesterday = addCalendarDays(today, -1);
  const to = returned ? earlier(returned, yesterday) : yesterday;
  const next = box.daysThrough ? addCalendarDays(box.daysThrough, 1) : discharged;
  const dirty = box.dirtyFrom;
  const from = later(
    later(dirty === null ? next : earlier(dirty, next), discharged),
    addCalendarDays(today, -MAX_DAYS_BACK),
  );
  return { box, zone, from, to, finished: returned !== null && returned <= to };
}

function timelinesOf(
  box: DueBox,
  changes: readonly { id: bigint; field: string; oldValue: unknown; newValue: unknown; observedAt: Date }[],
): Partial<Record<HistoryField, FieldTimeline>> {
  const current = trackedJson(box);
  const timelines: Partial<Record<HistoryField, FieldTimeline>> = {};
  for (const field of HISTORY_FIELDS) {
    // A box's first observation repeats its value (old = new): it moves nothing, and would only cut a day's hours.
    const mine = changes.filter(
      (change) => change.field === field && canonical(change.oldValue) !== canonical(change.newValue),
    );
    if (mine.length === 0) continue;
    timelines[field] = {
      current: current[field],
      changes: mine.map((change) => ({
        at: change.observedAt.toISOString(),
        oldValue: change.oldValue,
        newValue: change.newValue,
        id: change.id.toString(),
      })),
    };
  }
  return timelines;
}

const hashOf = (record: DayRecordContent): string => createHash("sha256").update(canonical(record)).digest("hex");

async function writePage(
  workspaceId: string,
  plans: readonly Plan[],
  inputs: EvaluationInputs,
  at: Date,
): Promise<PageResult> {
  const writing = plans.filter((plan) => plan.from <= plan.to);
  const charged = new Map<string, ChargeableDay[]>();
  if (writing.length === 0) return { days: 0, corrections: 0, charged };
  const starts = writing.map((plan) => instantAt(plan.from, 0, plan.zone));
  const since = new Date(Math.min(...starts.map((start) => start.getTime())));
  const firstDate = writing.map((plan) => plan.from).reduce(earlier);
  const ids = writing.map((plan) => plan.box.id);
  const [changes, checks, existing] = await Promise.all([
    db.containerChange.findMany({
      where: {
        workspaceId,
        containerUpstreamId: { in: writing.map((plan) => plan.box.upstreamId) },
        observedAt: { gte: since },
      },
      orderBy: [{ observedAt: "asc" }, { id: "asc" }],
      select: { id: true, containerUpstreamId: true, field: true, oldValue: true, newValue: true, observedAt: true },
    }),
    db.containerCheckDay.findMany({
      where: { containerId: { in: ids }, date: { gte: new Date(`${firstDate}T00:00:00Z`) } },
    }),
    // The newest record of each day already written, for the days written again.
    db.$queryRaw<{ id: bigint; container_id: string; date: string; content_hash: string }[]>`
      SELECT DISTINCT ON (container_id, date) id, container_id, date::text AS date, content_hash
      FROM container_days
      WHERE workspace_id = ${workspaceId}::uuid AND container_id = ANY(${ids}::uuid[]) AND date >= ${firstDate}::date
      ORDER BY container_id, date, id DESC`,
  ]);
  const changesOf = new Map<string, typeof changes>();
  for (const change of changes) {
    const list = changesOf.get(change.containerUpstreamId);
    if (list) list.push(change);
    else changesOf.set(change.containerUpstreamId, [change]);
  }
  const checksOf = new Map(checks.map((check) => [`${check.containerId}|${dateText(check.date)}`, check]));
  const written = new Map(existing.map((row) => [`${row.container_id}|${row.date}`, row]));
  const rows: DayRow[] = [];
  let corrections = 0;
  for (const plan of writing) {
    const { box } = plan;
    const facts = factsOf(box.raw, box);
    const attributes =
      typeof box.raw === "object" && box.raw !== null && "attributes" in box.raw
        ? ((box.raw as { attributes: Record<string, unknown> }).attributes ?? {})
        : {};
    const terminalId = podTerminalIdOf(box.raw);
    const freeTimeBox = facts.success ? freeTimeBoxOf(facts.data, box, terminalId) : null;
    const calendar = calendarFor(inputs.freeTime, {
      terminalKeys: [box.terminalFirmsCode, terminalId],
      podTimezone: box.podTimezone,
    });
    const calculated = freeTimeBox ? calculatedLfdsOf(inputs.freeTime, freeTimeBox) : NO_CALCULATED_LFDS;
    const tariffs = tariffsFor(inputs.tariffs, {
      terminalKeys: [box.terminalFirmsCode, terminalId],
      lineScac: box.shippingLineScac,
      equipmentLength: facts.success ? facts.data.equipment_length : null,
    });
    const timelines = timelinesOf(box, changesOf.get(box.upstreamId) ?? []);
    const firstSeen = box.firstObservedAt ?? box.createdAt;
    const built: Pick<DayRecordContent, "date" | "charges">[] = [];
    for (let date = plan.from; date <= plan.to; date = addCalendarDays(date, 1)) {
      const start = instantAt(date, 0, plan.zone).getTime();
      const end = instantAt(addCalendarDays(date, 1), 0, plan.zone).getTime();
      const check = checksOf.get(`${box.id}|${date}`);
      const record = buildDayRecord({
        date,
        zone: plan.zone,
        start,
        end,
        attributes,
        shipment: {
          line_tracking_stopped_at: box.lineTrackingStoppedAt?.toISOString() ?? null,
          line_tracking_stopped_reason: box.lineTrackingStoppedReason,
          pod_eta_at: box.podEtaAt?.toISOString() ?? null,
        },
        timelines,
        checks: check
          ? { count: check.checks, first: check.firstAt.toISOString(), last: check.lastAt.toISOString() }
          : { count: 0, first: null, last: null },
        calendar,
        lfdRule: inputs.lfdRule,
        tariffs,
        calculated,
        ...(facts.success ? { facts: facts.data } : {}),
      });
      built.push(record);
      const hash = hashOf(record);
      const before = written.get(`${box.id}|${date}`);
      if (before?.content_hash === hash) continue;
      if (before) corrections += 1;
      rows.push({
        container_id: box.id,
        container_number: box.number,
        date,
        zone: plan.zone,
        phase: record.phase,
        record,
        content_hash: hash,
        reconstructed: end <= firstSeen.getTime() || at.getTime() - end > LATE_MS,
        supersedes_id: before?.id.toString() ?? null,
      });
    }
    charged.set(box.id, chargeableDaysOf(built));
  }
  // One INSERT from JSON: the ORM's per-row argument handling cost more than writing the rows.
  if (rows.length > 0)
    await db.$executeRaw`
      INSERT INTO container_days
        (workspace_id, container_id, container_number, date, zone, phase, record, content_hash, reconstructed, supersedes_id)
      SELECT ${workspaceId}::uuid, v.container_id, v.container_number, v.date, v.zone, v.phase, v.record, v.content_hash,
        v.reconstructed, v.supersedes_id
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(container_id uuid, container_number text, date date,
        zone text, phase text, record jsonb, content_hash text, reconstructed boolean, supersedes_id bigint)`;
  return { days: rows.length, corrections, charged };
}

/**
 * Each box's bookkeeping: written through `to`, due again at its next local midnight (never, once returned), and
 * its chargeable days as the days just built say them from `from` on.
 */
async function advance(plans: readonly Plan[], at: Date, charged: ReadonlyMap<string, ChargeableDay[]>): Promise<void> {
  if (plans.length === 0) return;
  const rows = plans.map((plan) => {
    const built = charged.get(plan.box.id);
    return {
      id: plan.box.id,
      through: plan.from <= plan.to ? later(plan.to, plan.box.daysThrough ?? plan.to) : null,
      due: plan.finished ? null : nextLocalDateChange(at, plan.zone).toISOString(),
      dirty: plan.box.dirtyFrom,
      charged: built ? replaceRunsFrom(plan.box.charged, plan.from, built) : null,
    };
  });
  // A late observation marked meanwhile (dirty_from moved since it was read) stays marked, and due now.
  await db.$executeRaw`
    UPDATE container_day_state s SET
      days_through = COALESCE(v.through, s.days_through),
      charged = COALESCE(v.charged, s.charged),
      dirty_from = CASE WHEN s.dirty_from IS NOT DISTINCT FROM v.dirty THEN NULL ELSE s.dirty_from END,
      due_at = CASE WHEN s.dirty_from IS NOT DISTINCT FROM v.dirty THEN v.due ELSE ${at} END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, through date, due timestamptz, dirty date, charged jsonb)
    WHERE s.container_id = v.id`;
}

/**
 * Boxes not discharged yet: nothing to write until their data changes, when the sync makes them due again. That
 * sync only re-marks a box it finds set aside, so a discharge synced after this pass read the box but before it
 * set the box aside would be lost (the box would never be written: a CI failure). The box's own row settles it:
 * one being synced now is locked by the sync and skipped (due again next pass), and one synced since is seen
 * discharged and kept due.
 */
async function setAside(ids: readonly string[]): Promise<void> {
  await db.$executeRaw`
    UPDATE container_day_state SET due_at = NULL
    WHERE container_id IN (
      SELECT id FROM containers WHERE id = ANY(${ids}::uuid[]) AND pod_discharged_at IS NULL FOR UPDATE SKIP LOCKED)`;
}

type LoadedPage = { plans: Plan[]; idle: string[]; next: string | null };

/** One page of due boxes after `cursor`, with the days each has to write; `next` null: the last page. */
async function loadPage(workspaceId: string, at: Date, cursor: string): Promise<LoadedPage | null> {
  const states = await db.$queryRaw<
    { container_id: string; days_through: string | null; dirty_from: string | null; charged: unknown }[]
  >`
    SELECT container_id, days_through::text, dirty_from::text, charged FROM container_day_state
    WHERE workspace_id = ${workspaceId}::uuid AND due_at <= ${at} AND container_id > ${cursor}::uuid
    ORDER BY container_id LIMIT ${PAGE}`;
  if (states.length === 0) return null;
  const stateOf = new Map(states.map((state) => [state.container_id, state]));
  const boxes = await db.container.findMany({ where: { id: { in: [...stateOf.keys()] } }, select: SELECT });
  const plans = boxes.flatMap((box) => {
    const state = stateOf.get(box.id);
    return (
      planOf(
        {
          ...box,
          daysThrough: state?.days_through ?? null,
          dirtyFrom: state?.dirty_from ?? null,
          charged: parseRuns(state?.charged),
        },
        at,
      ) ?? []
    );
  });
  const planned = new Set(plans.map((plan) => plan.box.id));
  return {
    plans,
    idle: states.map((state) => state.container_id).filter((id) => !planned.has(id)),
    next: states.length < PAGE ? null : (states[states.length - 1]?.container_id ?? null),
  };
}

/**
 * Writes the day records due at the workspace's clock (the simulator's in simulated mode). The next page is read
 * while this one is built and written, so the database and the rules' CPU work overlap.
 */
export async function writeDayRecords(workspaceId: string): Promise<WriteDaysResult> {
  const at = await now(await workspaceMode(workspaceId));
  const inputs = await evaluationInputs(workspaceId);
  const result: WriteDaysResult = { boxes: 0, days: 0, corrections: 0 };
  const touched: string[] = [];
  let page = await loadPage(workspaceId, at, "00000000-0000-0000-0000-000000000000");
  while (page) {
    const following = page.next === null ? Promise.resolve(null) : loadPage(workspaceId, at, page.next);
    if (page.idle.length > 0) await setAside(page.idle);
    const written = await writePage(workspaceId, page.plans, inputs, at);
    await advance(page.plans, at, written.charged);
    result.boxes += page.plans.length;
    result.days += written.days;
    result.corrections += written.corrections;
    if (written.days > 0 && touched.length <= 50) touched.push(...page.plans.map((plan) => plan.box.id));
    page = await following;
  }
  // Open drawers read their days again (past 50 boxes, "some days changed" serves as well).
  if (result.days > 0) await notifyLive(workspaceId, "days", touched.length <= 50 ? touched : []);
  return result;
}
