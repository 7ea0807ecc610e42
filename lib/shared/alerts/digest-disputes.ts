import type { DigestDispute } from "@/lib/domain/alerts/digest-content";
import { dayText, daysAwayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";

// The digest's disputes section, in the same words for the email and the printable page.

export const DISPUTES_HEADING = "Dispute deadlines this week";

export function disputeLine(dispute: DigestDispute): string {
  const when = daysAwayText(dispute.daysLeft);
  const invoice = `invoice ${dispute.invoiceNumber ?? "without a number"}${dispute.billingParty ? ` from ${dispute.billingParty}` : ""}`;
  const money = formatAmounts(dispute.disputed);
  return dispute.deadline === "answer_due"
    ? `Answer due on the dispute of ${invoice}: ${dayText(dispute.date, null)} (${when})${money ? `, ${money} disputed` : ""}`
    : `Dispute ${invoice} by ${dayText(dispute.date, null)} (${when})${money ? `, ${money} at stake` : ""}`;
}
