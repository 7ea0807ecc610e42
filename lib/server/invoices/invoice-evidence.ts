import "server-only";

import type { DayRecordContent } from "@/lib/domain/days/day-record";
import { dayZone } from "@/lib/domain/days/day-zone";
import { calculatedLfdsOf, calendarFor, NO_CALCULATED_LFDS } from "@/lib/domain/free-time/box-free-time";
import type { BoxEvidence, DayRecordRef, Milestone, RateLookup } from "@/lib/domain/invoices/box-evidence";
import { localDateOf, type LocalDate } from "@/lib/domain/local-date";
import { dailyCharge } from "@/lib/domain/tariff";
import { demurrageOn, perDiemOn, tariffsFor, type AppliedTariffs } from "@/lib/domain/tariff-match";
import { inForceOn, tariffRefOf } from "@/lib/domain/tariff-version";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

import { evaluationInputs } from "../cache/evaluation-inputs";
import { EVALUATION_CONTEXT_SELECT, factsOf, freeTimeBoxOf, podTerminalIdOf } from "../cache/normalize";

// The evidence an invoice check reads (lib/domain/invoices/box-evidence.ts), gathered for the boxes some invoices
// name: each box by its number in the workspace, its day records of the charged dates, its terminal's calendar
// (closures as they stand now), its reported and calculated LFDs, its extensions, and the tariff versions that
// price its days. A few queries per batch of invoices, however many lines they have.

const SELECT = {
  id: true,
  number: true,
  raw: true,
  createdAt: true,
  podTimezone: true,
  podDischargedAt: true,
  podFullOutAt: true,
  podRailLoadedAt: true,
  podRailDepartedAt: true,
  emptyTerminatedAt: true,
  lfdLine: true,
  lfdTerminal: true,
  lfdRail: true,
  governingLfdDate: true,
  ...EVALUATION_CONTEXT_SELECT,
} satisfies Prisma.ContainerSelect;
type BoxRow = Prisma.ContainerGetPayload<{ select: typeof SELECT }>;

export interface Evidence {
  boxes: Map<string, BoxEvidence>;
  rateOn: RateLookup;
}

const milestone = (at: Date | null, zone: string): Milestone | null => {
  const date = at ? localDateOf(at, zone)?.date : undefined;
  return at && date ? { at: at.toISOString(), date } : null;
};
const dateIn = (at: Date | null, zone: string): LocalDate | null => (at ? (localDateOf(at, zone)?.date ?? null) : null);

/** Where a number names two boxes (a number reused), the one that reached the port last. */
function latest(a: BoxRow, b: BoxRow): BoxRow {
  const at = (row: BoxRow) => (row.podDischargedAt ?? row.createdAt).getTime();
  return at(b) > at(a) ? b : a;
}

/** The day records of the charged dates of these boxes, oldest record of each day first. */
async function recordsOf(
  workspaceId: string,
  ids: readonly string[],
  dates: readonly LocalDate[],
): Promise<Map<string, Map<LocalDate, DayRecordRef[]>>> {
  const byBox = new Map<string, Map<LocalDate, DayRecordRef[]>>();
  if (ids.length === 0 || dates.length === 0) return byBox;
  const rows = await db.$queryRaw<
    { id: bigint; container_id: string; date: string; record: DayRecordContent; recorded_at: Date }[]
  >`
    SELECT id, container_id::text, date::text, record, recorded_at FROM container_days
    WHERE workspace_id = ${workspaceId}::uuid AND container_id = ANY(${ids}::uuid[]) AND date = ANY(${dates}::date[])
    ORDER BY container_id, date, id`;
  for (const row of rows) {
    const days = byBox.get(row.container_id) ?? new Map<LocalDate, DayRecordRef[]>();
    byBox.set(row.container_id, days);
    const refs = days.get(row.date) ?? [];
    refs.push({ id: row.id.toString(), recordedAt: row.recorded_at.toISOString(), record: row.record });
    days.set(row.date, refs);
  }
  return byBox;
}

/** The governing LFD each box's newest day record kept (with whether it was reported or calculated). */
async function lastGoverning(
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, DayRecordContent["lfd"]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ container_id: string; lfd: DayRecordContent["lfd"] }[]>`
    SELECT DISTINCT ON (container_id) container_id::text, record->'lfd' AS lfd FROM container_days
    WHERE workspace_id = ${workspaceId}::uuid AND container_id = ANY(${ids}::uuid[])
    ORDER BY container_id, date DESC, id DESC`;
  return new Map(rows.map((row) => [row.container_id, row.lfd]));
}

/**
 * The tariff's rate for a day: demurrage at the version the board's estimates use (the terminal's over the
 * line's, lib/domain/tariff-match.ts), storage (the terminal's charge) only at a terminal's own, detention and per
 * diem at the line's per-diem version; each in force that day. None: null, and no rate is checked.
 */
function rateLookup(applied: ReadonlyMap<string, AppliedTariffs>): RateLookup {
  return ({ box, kind, date, dayNumber }) => {
    const tariffs = applied.get(box.containerId);
    if (!tariffs) return null;
    const version =
      kind === "demurrage"
        ? demurrageOn(tariffs, date)
        : kind === "storage"
          ? (tariffs.demurrage.find((entry) => entry.scope === "terminal" && inForceOn(entry, date)) ?? null)
          : perDiemOn(tariffs, date);
    if (!version) return null;
    return { ratePerDay: dailyCharge(version, dayNumber), currency: version.currency, tariff: tariffRefOf(version) };
  };
}

/** The evidence for every box `charges` names (numbers upper-case), over the dates charged. */
export async function gatherEvidence(
  workspaceId: string,
  charges: readonly { containerNumber: string | null; dates: readonly LocalDate[] }[],
): Promise<Evidence> {
  const numbers = [...new Set(charges.flatMap((charge) => charge.containerNumber ?? []))];
  const dates = [...new Set(charges.flatMap((charge) => charge.dates))];
  const [rows, inputs] = await Promise.all([
    numbers.length === 0
      ? Promise.resolve([])
      : db.container.findMany({ where: { workspaceId, number: { in: numbers } }, select: SELECT }),
    evaluationInputs(workspaceId),
  ]);
  const byNumber = new Map<string, BoxRow>();
  for (const row of rows) {
    const seen = byNumber.get(row.number);
    byNumber.set(row.number, seen ? latest(seen, row) : row);
  }
  const ids = [...byNumber.values()].map((row) => row.id);
  const [records, governing] = await Promise.all([recordsOf(workspaceId, ids, dates), lastGoverning(workspaceId, ids)]);

  const boxes = new Map<string, BoxEvidence>();
  const applied = new Map<string, AppliedTariffs>();
  for (const row of byNumber.values()) {
    const zone = dayZone(row.podTimezone);
    const facts = factsOf(row.raw, row);
    const terminalId = podTerminalIdOf(row.raw);
    const terminalKeys = [row.terminalFirmsCode, terminalId];
    const calculated = facts.success
      ? calculatedLfdsOf(inputs.freeTime, freeTimeBoxOf(facts.data, row, terminalId))
      : NO_CALCULATED_LFDS;
    const recorded = governing.get(row.id);
    const left = [row.podFullOutAt, row.podRailLoadedAt, row.podRailDepartedAt]
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    boxes.set(row.number, {
      containerId: row.id,
      number: row.number,
      zone,
      discharged: milestone(row.podDischargedAt, zone),
      leftTerminal: milestone(left ?? null, zone),
      returned: milestone(row.emptyTerminatedAt, zone),
      // The service's LFDs as it reports them now, else as the last day record kept them (a box long gone may
      // no longer carry them).
      lfd: {
        line: {
          reported: dateIn(row.lfdLine, zone) ?? recorded?.line ?? null,
          calculated: calculated.line?.date ?? null,
          ruleRef: calculated.line?.ruleRef ?? null,
        },
        terminal: {
          reported: dateIn(row.lfdTerminal, zone) ?? recorded?.terminal ?? null,
          calculated: calculated.terminal?.date ?? null,
          ruleRef: calculated.terminal?.ruleRef ?? null,
        },
      },
      governing:
        recorded && recorded.governing !== null
          ? { date: recorded.governing, basis: recorded.basis ?? "reported" }
          : row.governingLfdDate
            ? {
                date: row.governingLfdDate.toISOString().slice(0, 10),
                basis: row.lfdLine || row.lfdTerminal || row.lfdRail ? "reported" : "calculated",
              }
            : null,
      extensionDays: { line: row.extensionDaysLine, terminal: row.extensionDaysTerminal },
      calendar: calendarFor(inputs.freeTime, { terminalKeys, podTimezone: row.podTimezone }),
      days: records.get(row.id) ?? new Map(),
    });
    applied.set(
      row.id,
      tariffsFor(inputs.tariffs, {
        terminalKeys,
        lineScac: row.shippingLineScac,
        equipmentLength: facts.success ? facts.data.equipment_length : null,
      }),
    );
  }
  return { boxes, rateOn: rateLookup(applied) };
}
