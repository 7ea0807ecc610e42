import "server-only";

import {
  amountsOf,
  currentDeadline,
  daysLeft,
  DEADLINE_LEADS,
  leadFor,
  type DisputeStatus,
} from "@/lib/domain/invoices/dispute";
import { db } from "@/lib/server/db";
import { formatAmounts } from "@/lib/shared/format/money";

import { dayOf } from "../invoices/invoice-rows";

import type { DigestDispute } from "@/lib/domain/alerts/digest-content";

import type { NewEvent } from "./store-events";

// The dispute clocks' reminders (product.md, "Dispute clocks"): 7, 3 and 1 days before the deadline a dispute runs
// against (the team's dispute-by while open, the billing party's answer once filed). Keyed by dispute, deadline,
// date and lead, so each goes out once however often the clock pass runs; a deadline that moves (a filing) has
// reminders of its own. Only disputes still running are read: a handful per workspace, never the invoices.

/** The digest lists the disputes whose reminders have begun: from the first lead (7 days) to the day itself. */
const DIGEST_WINDOW_DAYS = Math.max(...DEADLINE_LEADS);

/** Running disputes whose deadline is within a week (or today), for the daily digest. */
export async function disputesDueSoon(workspaceId: string, now: Date, zone: string): Promise<DigestDispute[]> {
  return (await runningDeadlines(workspaceId, now, zone)).flatMap(({ dispute, deadline, left }) =>
    left >= 0 && left <= DIGEST_WINDOW_DAYS
      ? [
          {
            invoiceId: dispute.invoiceId,
            invoiceNumber: dispute.invoice.invoiceNumber,
            billingParty: dispute.invoice.billingParty,
            deadline: deadline.kind,
            date: deadline.date,
            daysLeft: left,
            disputed: amountsOf(dispute.disputed),
          },
        ]
      : [],
  );
}

async function runningDeadlines(workspaceId: string, now: Date, zone: string) {
  const disputes = await db.dispute.findMany({
    where: { workspaceId, status: { in: ["open", "filed"] } },
    select: {
      id: true,
      invoiceId: true,
      status: true,
      disputeBy: true,
      answerDue: true,
      disputed: true,
      invoice: { select: { invoiceNumber: true, billingParty: true } },
    },
  });
  return disputes.flatMap((dispute) => {
    const deadline = currentDeadline({
      status: dispute.status as DisputeStatus,
      disputeBy: dayOf(dispute.disputeBy),
      answerDue: dispute.answerDue ? dayOf(dispute.answerDue) : null,
    });
    return deadline ? [{ dispute, deadline, left: daysLeft(deadline.date, now, zone) }] : [];
  });
}

export async function disputeDeadlineEvents(workspaceId: string, now: Date, zone: string): Promise<NewEvent[]> {
  return (await runningDeadlines(workspaceId, now, zone)).flatMap(({ dispute, deadline, left }): NewEvent[] => {
    const lead = leadFor(left);
    if (lead === null) return [];
    return [
      {
        kind: "dispute_deadline",
        dedupeKey: `dispute_deadline:${dispute.id}:${deadline.kind}:${deadline.date}:${lead}`,
        containerId: null,
        containerNumber: null,
        data: {
          disputeId: dispute.id,
          invoiceId: dispute.invoiceId,
          invoiceNumber: dispute.invoice.invoiceNumber,
          billingParty: dispute.invoice.billingParty,
          deadline: deadline.kind,
          date: deadline.date,
          lead,
          daysLeft: left,
          disputed: formatAmounts(amountsOf(dispute.disputed)),
        },
      },
    ];
  });
}
