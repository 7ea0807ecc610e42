import "server-only";

import {
  amountsOf,
  answerDueOf,
  canMove,
  CREDITING_STATUSES,
  currentDeadline,
  daysLeft,
  disputableDays,
  disputeByOf,
  isEnded,
  nextStatuses,
  type DisputeStatus,
} from "@/lib/domain/invoices/dispute";
import type { ChargeKind } from "@/lib/domain/invoices/invoice";
import { addTo } from "@/lib/domain/invoices/line-money";
import type { DayCode } from "@/lib/domain/invoices/day-codes";
import { localDateOf } from "@/lib/domain/local-date";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { engineSettings } from "@/lib/server/alerts/alert-settings";
import { workspaceNow } from "@/lib/server/work/workspace-now";
import { AppError } from "@/lib/shared/app-error";
import type { DisputeView, InvoiceDetailResponse } from "@/lib/shared/invoice-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { OpenDisputeInput, UpdateDisputeInput } from "@/lib/validations/dispute-input";

import { dateOnly, dayOf } from "./invoice-rows";

// An invoice's dispute (product.md, "Dispute clocks"): opened with the days the check contests, then moved along
// open → filed → an outcome. Each move is checked against the status the person saw (a second tab that moved it
// meanwhile gets a conflict, not a silent overwrite).

type Clock = { zone: string; now: Date };

async function clockOf(workspaceId: string): Promise<Clock> {
  const [settings, now] = await Promise.all([engineSettings(workspaceId), workspaceNow(workspaceId)]);
  return { zone: settings.timezone, now };
}

function todayOf(clock: Clock): string {
  const today = localDateOf(clock.now, clock.zone)?.date;
  if (!today) throw new AppError("internal", "Today's date could not be worked out.");
  return today;
}

/** The invoice's dispute as the API shows it, or null when none was opened. */
export async function disputeOf(workspaceId: string, invoiceId: string, clock?: Clock): Promise<DisputeView | null> {
  const row = await db.dispute.findFirst({
    where: { workspaceId, invoiceId },
    include: { days: { orderBy: [{ line: "asc" }, { date: "asc" }] } },
  });
  if (!row) return null;
  const status = row.status as DisputeStatus;
  const disputeBy = dayOf(row.disputeBy);
  const answerDue = row.answerDue ? dayOf(row.answerDue) : null;
  const deadline = currentDeadline({ status, disputeBy, answerDue });
  const at = deadline ? (clock ?? (await clockOf(workspaceId))) : null;
  return {
    id: row.id,
    status,
    disputeBy,
    filedOn: row.filedOn ? dayOf(row.filedOn) : null,
    answerDue,
    deadline: deadline && at ? { ...deadline, daysLeft: daysLeft(deadline.date, at.now, at.zone) } : null,
    disputed: amountsOf(row.disputed),
    credited: row.credited === null ? null : amountsOf(row.credited),
    note: row.note,
    closedOn: row.closedOn ? dayOf(row.closedOn) : null,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    next: [...nextStatuses(status)],
    days: row.days.map((day) => ({
      line: day.line,
      containerNumber: day.containerNumber,
      date: dayOf(day.date),
      kind: day.kind as ChargeKind,
      code: day.code as DayCode,
      amount: day.amount === null ? null : Number(day.amount.toString()),
      currency: day.currency,
      contested: day.contested,
      dropReason: day.dropReason,
    })),
  };
}

/**
 * Opens the invoice's dispute with every day its check contests (every charged day when the invoice need not be
 * paid at all), less the days the team drops, each with its reason.
 */
export async function openDispute(
  user: SessionUser,
  invoice: InvoiceDetailResponse,
  input: OpenDisputeInput,
): Promise<void> {
  const workspaceId = user.workspaceId;
  if (invoice.verdict === "payable")
    throw new AppError("conflict", "The check finds nothing to contest on this invoice: it is payable as billed.");
  const candidates = disputableDays(invoice.verdict, invoice.days);
  const key = (line: number, date: string): string => `${line}|${date}`;
  const known = new Set(candidates.map((day) => key(day.line, day.date)));
  const dropped = new Map(input.drop.map((drop) => [key(drop.line, drop.date), drop.reason]));
  const strangers = input.drop.filter((drop) => !known.has(key(drop.line, drop.date)));
  if (strangers.length > 0)
    throw new AppError("validation_failed", "Only a day the dispute contests can be dropped.", {
      details: strangers.map((drop) => ({
        path: `drop.${input.drop.indexOf(drop)}`,
        message: `Line ${drop.line + 1} does not contest ${drop.date}.`,
      })),
    });
  const disputeBy = disputeByOf(invoice.invoice.billedOn, input.grantedDisputeBy ?? null);
  if (disputeBy === null)
    throw new AppError("validation_failed", "The invoice has no billing date: give the date it lets you dispute by.", {
      details: [{ path: "grantedDisputeBy", message: "Needed without a billing date." }],
    });
  const days = candidates.map((day) => {
    const reason = dropped.get(key(day.line, day.date)) ?? null;
    return { ...day, amount: day.disputedAmount, contested: reason === null, dropReason: reason };
  });
  const disputed: Record<string, number> = {};
  for (const day of days) if (day.contested && day.amount !== null) addTo(disputed, day.currency, day.amount);
  if (!days.some((day) => day.contested))
    throw new AppError("validation_failed", "Every day is dropped: a dispute needs at least one day to contest.");

  try {
    // The dispute and its days in one write: a dispute is never seen without them.
    await db.dispute.create({
      data: {
        workspaceId,
        invoiceId: invoice.invoice.id,
        status: "open",
        disputeBy: dateOnly(disputeBy),
        disputed,
        note: input.note ?? null,
        createdById: user.id,
        createdByLabel: user.name ?? user.email,
        days: {
          createMany: {
            data: days.map((day) => ({
              workspaceId,
              line: day.line,
              containerNumber: day.containerNumber,
              date: dateOnly(day.date),
              kind: day.kind,
              code: day.code,
              amount: day.amount,
              currency: day.currency,
              contested: day.contested,
              dropReason: day.dropReason,
            })),
          },
        },
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", "This invoice already has a dispute: it is shown on the invoice.");
    throw error;
  }
}

/** Moves the dispute one step: filed (on a date; its answer is due 30 days on), an outcome, or withdrawn. */
export async function updateDispute(
  user: SessionUser,
  invoice: InvoiceDetailResponse,
  input: UpdateDisputeInput,
): Promise<void> {
  const workspaceId = user.workspaceId;
  const current = invoice.dispute;
  if (!current) throw new AppError("not_found", "This invoice has no dispute: open one first.");
  if (!canMove(current.status, input.status)) {
    const next = nextStatuses(current.status);
    throw new AppError(
      "conflict",
      next.length === 0
        ? `The dispute is ${current.status.replace("_", " ")}: it has ended.`
        : `A dispute that is ${current.status} can be ${next.map((status) => status.replace("_", " ")).join(", ")}, not ${input.status.replace("_", " ")}.`,
    );
  }
  const clock = await clockOf(workspaceId);
  const today = todayOf(clock);
  const data: {
    status: DisputeStatus;
    filedOn?: Date;
    answerDue?: Date;
    credited?: Record<string, number>;
    closedOn?: Date;
    note?: string | null;
  } = { status: input.status };
  if (input.note !== undefined) data.note = input.note;
  if (input.status === "filed") {
    const filedOn = input.filedOn ?? today;
    if (filedOn > today)
      throw new AppError("validation_failed", "A dispute cannot be filed on a date still to come.", {
        details: [{ path: "filedOn", message: "After today." }],
      });
    data.filedOn = dateOnly(filedOn);
    data.answerDue = dateOnly(answerDueOf(filedOn));
  }
  if (CREDITING_STATUSES.includes(input.status)) {
    const credited = input.credited ?? {};
    const strange = Object.keys(credited).filter((currency) => invoice.total[currency] === undefined);
    if (Object.keys(credited).length === 0)
      throw new AppError("validation_failed", "Say what the billing party credited.", {
        details: [{ path: "credited", message: "Needed for a won or partly won dispute." }],
      });
    if (strange.length > 0)
      throw new AppError("validation_failed", `The invoice bills no ${strange.join(", ")}.`, {
        details: [{ path: "credited", message: "Not one of the invoice's currencies." }],
      });
    for (const [currency, amount] of Object.entries(credited))
      if (amount > (invoice.total[currency] ?? 0))
        throw new AppError("validation_failed", `The credit is more than the invoice bills in ${currency}.`, {
          details: [{ path: `credited.${currency}`, message: "More than billed." }],
        });
    data.credited = credited;
  }
  if (isEnded(input.status)) data.closedOn = dateOnly(today);
  const moved = await db.dispute.updateMany({
    where: { id: current.id, workspaceId, status: current.status },
    data,
  });
  if (moved.count === 0)
    throw new AppError("conflict", "The dispute changed meanwhile: read it again and decide on what it is now.");
}
