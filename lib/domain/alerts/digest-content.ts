import { z } from "zod";

import { summarizeFees, addAmounts } from "../fees";
import { summarizeHolds } from "../holds";
import { calendarDaysBetween, localDateOf, type LocalDate } from "../local-date";
import { firstKnownZone } from "../lfd";

import type { BoxAlertFacts } from "./box-facts";
import { daysLeftOf, RETURN_SOON_DAYS } from "./derive-states";

// What a daily digest says, chosen from the boxes in the person's scope at the digest's hour. The dispatcher's
// version lists what to act on; the manager's adds exposure (money at risk) and a week's trend. The same
// content is rendered as an email and as a printable page, so both always agree; both show it grouped and capped
// (lib/shared/alerts/digest-table.ts), so the lists kept here are whole. Boxes whose urgency is
// unknown are counted apart and never listed as due.

export type DigestKind = "dispatcher" | "manager";

const amounts = z.record(z.string(), z.number());
const digestBoxSchema = z.object({
  id: z.string(),
  number: z.string(),
  terminal: z.string().nullable(),
  lfdDate: z.string().nullable(),
  daysLeft: z.number().nullable(),
  fees: amounts.nullable(),
  holds: z.array(z.string()),
  returnBy: z.string().nullable(),
});
const digestChangeSchema = z.object({
  kind: z.string(),
  number: z.string().nullable(),
  /** The box's cache row, for its link (absent in digests stored before links). */
  containerId: z.string().nullable().optional(),
  title: z.string(),
  at: z.string(),
});
const digestTrendDaySchema = z.object({
  date: z.string(),
  pastLfd: z.number(),
  dueToday: z.number(),
  holdsPlaced: z.number(),
});

/** A running dispute whose deadline is within a week (lib/domain/invoices/dispute.ts). */
const digestDisputeSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  billingParty: z.string().nullable(),
  deadline: z.enum(["dispute_by", "answer_due"]),
  date: z.string(),
  daysLeft: z.number(),
  disputed: amounts,
});

/** A digest as stored with its notification (and read back for the email and the print view). */
export const digestSchema = z.object({
  kind: z.enum(["dispatcher", "manager"]),
  date: z.string(),
  timeZone: z.string(),
  dueToday: z.array(digestBoxSchema),
  dueTomorrow: z.array(digestBoxSchema),
  pastLfd: z.array(digestBoxSchema),
  blocked: z.array(z.object({ owner: z.string(), boxes: z.array(digestBoxSchema) })),
  returnSoon: z.array(digestBoxSchema),
  overnight: z.array(digestChangeSchema),
  urgencyUnknown: z.number(),
  exposure: z
    .object({
      pastLfdCount: z.number(),
      postedPastLfd: amounts,
      dueTodayCount: z.number(),
      dueTomorrowCount: z.number(),
      blockedCount: z.number(),
    })
    .nullable(),
  trend: z.array(digestTrendDaySchema).nullable(),
  /** Absent in digests stored before disputes. */
  disputes: z.array(digestDisputeSchema).optional(),
});

export type DigestBox = z.infer<typeof digestBoxSchema>;
export type DigestChange = z.infer<typeof digestChangeSchema>;
export type DigestTrendDay = z.infer<typeof digestTrendDaySchema>;
export type DigestDispute = z.infer<typeof digestDisputeSchema>;
export type Digest = z.infer<typeof digestSchema>;

function toDigestBox(facts: BoxAlertFacts, now: Date): DigestBox {
  return {
    id: facts.id,
    number: facts.number,
    terminal: facts.terminalName,
    lfdDate: facts.governingLfdDate,
    daysLeft: daysLeftOf(facts, now),
    fees: facts.fees === null ? null : summarizeFees(facts.fees).byCurrency,
    holds: summarizeHolds(facts.holds).blocking.map((hold) => hold.name),
    returnBy: facts.returnByDate,
  };
}

const byLfd = (a: DigestBox, b: DigestBox): number =>
  (a.lfdDate ?? "9999").localeCompare(b.lfdDate ?? "9999") || a.number.localeCompare(b.number);

export function buildDigest(input: {
  kind: DigestKind;
  date: LocalDate;
  timeZone: string;
  now: Date;
  boxes: BoxAlertFacts[];
  overnight: DigestChange[];
  trend: DigestTrendDay[];
  /** Running disputes with their deadline within a week (every workspace member's business, whatever the scope). */
  disputes?: DigestDispute[];
}): Digest {
  const { now } = input;
  const trusted = input.boxes.filter((box) => !box.urgencyUnknown && box.phase !== "empty_returned");
  const waiting = trusted.filter(
    (box) => box.phase === "at_terminal" || box.phase === "on_rail" || box.phase === "arriving",
  );
  const rows = waiting.map((box) => ({ facts: box, row: toDigestBox(box, now) }));
  const dueToday = rows
    .filter(({ row }) => row.daysLeft === 0)
    .map(({ row }) => row)
    .sort(byLfd);
  const dueTomorrow = rows
    .filter(({ row }) => row.daysLeft === 1)
    .map(({ row }) => row)
    .sort(byLfd);
  const pastLfd = rows
    .filter(({ row }) => row.daysLeft !== null && row.daysLeft < 0)
    .map(({ row }) => row)
    .sort(byLfd);

  const owners = new Map<string, DigestBox[]>();
  for (const { facts, row } of rows) {
    if (facts.phase !== "at_terminal") continue;
    for (const hold of summarizeHolds(facts.holds).blocking) {
      const list = owners.get(hold.resolution.ownerLabel) ?? [];
      if (!list.some((box) => box.id === row.id)) list.push(row);
      owners.set(hold.resolution.ownerLabel, list);
    }
  }
  const blocked = [...owners]
    .map(([owner, boxes]) => ({ owner, boxes: boxes.sort(byLfd) }))
    .sort((a, b) => b.boxes.length - a.boxes.length || a.owner.localeCompare(b.owner));

  const returnSoon = trusted
    .filter((box) => box.phase === "out" && box.returnByDate !== null)
    .map((box) => ({ box, today: localDateOf(now, firstKnownZone([box.zones.pod, box.zones.finalDestination]))?.date }))
    .filter(
      ({ box, today }) =>
        today !== undefined &&
        box.returnByDate !== null &&
        calendarDaysBetween(today, box.returnByDate) <= RETURN_SOON_DAYS,
    )
    .map(({ box }) => toDigestBox(box, now))
    .sort((a, b) => (a.returnBy ?? "").localeCompare(b.returnBy ?? ""));

  const manager = input.kind === "manager";
  const blockedIds = new Set(blocked.flatMap((group) => group.boxes.map((box) => box.id)));
  return {
    kind: input.kind,
    date: input.date,
    timeZone: input.timeZone,
    dueToday,
    dueTomorrow,
    pastLfd: pastLfd.sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0)),
    blocked,
    returnSoon,
    overnight: input.overnight,
    urgencyUnknown: input.boxes.filter(
      (box) => box.urgencyUnknown && box.phase !== "empty_returned" && box.phase !== "out",
    ).length,
    exposure: manager
      ? {
          pastLfdCount: pastLfd.length,
          postedPastLfd: addAmounts(pastLfd.map((box) => box.fees ?? {})),
          dueTodayCount: dueToday.length,
          dueTomorrowCount: dueTomorrow.length,
          blockedCount: blockedIds.size,
        }
      : null,
    trend: manager ? input.trend : null,
    disputes: [...(input.disputes ?? [])].sort((a, b) => a.daysLeft - b.daysLeft || a.date.localeCompare(b.date)),
  };
}
