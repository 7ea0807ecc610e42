import "server-only";

import { db } from "@/lib/server/db";
import { getContainerDetail } from "@/lib/server/containers/detail";
import { listTerminalCalendars } from "@/lib/server/free-time/calendar-store";
import type { DisputePack, PackBox, PackChange } from "@/lib/shared/invoice-api";

import { getInvoice } from "./invoice-store";

// What the dispute pack holds (product.md, "Dispute pack"), read for one invoice: the invoice and its check (items,
// 541.5/541.7 findings, the day table with each day's evidence), and for each box it bills the evidence a line
// reads: the LFD history by source, the hold and availability intervals, the terminal's calendar over the charged
// days, the free-time derivation, and the team's notes and appointments. Every change keeps its time and source.

const LFD_FIELDS = ["pickup_lfd_line", "pickup_lfd_terminal", "pickup_lfd_rail", "pickup_lfd"];
const HOLD_FIELDS = ["holds", "available_for_pickup"];

export async function disputePack(workspaceId: string, invoiceId: string): Promise<DisputePack> {
  const detail = await getInvoice(workspaceId, invoiceId);
  const dates = detail.days.map((day) => day.date).sort();
  const range = { from: dates[0] ?? null, to: dates[dates.length - 1] ?? null };
  const numbers = [...new Set(detail.invoice.lines.flatMap((line) => line.containerNumber ?? []))].sort();
  const rows = await db.container.findMany({
    where: { workspaceId, number: { in: numbers } },
    select: { id: true, number: true, upstreamId: true },
  });
  const calendars = rows.length > 0 ? await listTerminalCalendars(workspaceId) : [];
  const boxes: PackBox[] = [];
  for (const number of numbers) {
    const row = rows.find((candidate) => candidate.number === number);
    if (!row) {
      boxes.push({ number, tracked: false, box: null, lfdHistory: [], holdHistory: [], calendar: null, notes: [] });
      continue;
    }
    const box = await getContainerDetail(workspaceId, row.id);
    const changes = await db.containerChange.findMany({
      where: { workspaceId, containerUpstreamId: row.upstreamId, field: { in: [...LFD_FIELDS, ...HOLD_FIELDS] } },
      orderBy: [{ observedAt: "asc" }, { id: "asc" }],
      take: 2_000,
    });
    const change = (item: (typeof changes)[number]): PackChange => ({
      field: item.field,
      kind: item.kind,
      value: item.newValue,
      observedAt: item.observedAt.toISOString(),
      source: item.source,
      sourceRef: item.sourceRef,
    });
    const key = box.data.terminal.firmsCode ?? box.data.terminal.id;
    const calendar = calendars.find((candidate) => candidate.key === key) ?? null;
    const inRange = (date: string): boolean =>
      range.from !== null && range.to !== null && date >= range.from && date <= range.to;
    boxes.push({
      number,
      tracked: true,
      box: {
        id: box.data.id,
        terminal: box.data.terminal,
        lfd: box.data.lfd,
        currentStatus: box.data.currentStatus,
        terminalAppointment: box.work.terminalAppointment,
        plannedPickup: box.work.plannedPickup,
      },
      lfdHistory: changes.filter((item) => LFD_FIELDS.includes(item.field)).map(change),
      holdHistory: changes.filter((item) => HOLD_FIELDS.includes(item.field)).map(change),
      calendar: calendar && {
        key: calendar.key,
        name: calendar.name,
        kept: calendar.kept,
        gateDays: calendar.gateDays,
        holidays: calendar.holidays.filter((holiday) => inRange(holiday.date)),
        closures: calendar.closures.filter((closure) => inRange(closure.date)),
      },
      notes: box.work.notes.flatMap((note) =>
        note.body === null
          ? []
          : [{ at: note.createdAt, author: note.author?.name ?? note.author?.email ?? "", body: note.body }],
      ),
    });
  }
  return { detail, boxes, range, generatedAt: new Date().toISOString() };
}
