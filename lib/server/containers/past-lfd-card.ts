import "server-only";

import { z } from "zod";

import {
  calendarDaysBetween,
  localDateOf,
  moneyAtRiskOf,
  summarizeFees,
  summarizePastLfd,
  tariffsFor,
  terminalFeeSchema,
  type PastLfdSummary,
  type TariffBook,
} from "@/lib/domain";
import type { Prisma } from "@/lib/generated/prisma/client";
import { incurredByCurrency } from "@/lib/domain/incurred-money";
import { db } from "@/lib/server/db";
import { incurredOfRuns } from "@/lib/server/money/incurred-of";
import { lensWhere } from "@/lib/server/sql/board-sql";

const feesSchema = z.array(terminalFeeSchema);

/**
 * The Past LFD card over every past-LFD box of the view (hundreds at most), from the stored evaluation columns:
 * the governing LFD's local date against today in its stored zone, the posted fees, and the demurrage one more
 * day adds by the domain's money-at-risk rule, and the demurrage and storage incurred so far from the chargeable
 * days the day-record writer keeps per box (container_day_state.charged: one small value, never the records).
 * Not a full re-evaluation per box, which would hold the event loop for every other request while the first page
 * is rebuilt.
 */
export async function pastLfdCard(
  where: Prisma.ContainerWhereInput,
  at: Date,
  tariffs: TariffBook,
): Promise<PastLfdSummary> {
  const rows = await db.container.findMany({
    where: { AND: [where, lensWhere("past_lfd")] },
    select: {
      governingLfdDate: true,
      governingLfdZone: true,
      fees: true,
      terminalFirmsCode: true,
      podTerminalUpstreamId: true,
      shippingLineScac: true,
      equipmentLength: true,
      dayState: { select: { charged: true } },
    },
  });
  const todays = new Map<string, string | null>();
  const todayIn = (zone: string | null): string | null => {
    const key = zone ?? "";
    if (!todays.has(key)) todays.set(key, localDateOf(at, zone)?.date ?? null);
    return todays.get(key) ?? null;
  };
  return summarizePastLfd(
    rows.map((row) => {
      const today = todayIn(row.governingLfdZone);
      const lfd = row.governingLfdDate?.toISOString().slice(0, 10) ?? null;
      const daysLeft = today && lfd ? calendarDaysBetween(today, lfd) : null;
      const fees = feesSchema.safeParse(row.fees);
      // A past-LFD box is not out, whatever its phase: only the demurrage part can apply, at the version in force
      // on the day one more day would be charged.
      const subject = {
        terminalKeys: [row.terminalFirmsCode, row.podTerminalUpstreamId],
        lineScac: row.shippingLineScac,
        equipmentLength: row.equipmentLength,
      };
      const money = moneyAtRiskOf({
        phase: "at_terminal",
        lfd: { date: lfd, daysLeft },
        returnBy: { date: null, daysLeft: null },
        tariffs: tariffsFor(tariffs, subject),
      });
      const incurred = incurredOfRuns(row.dayState?.charged ?? [], tariffs, subject);
      return {
        daysLeft,
        feesByType: fees.success ? summarizeFees(fees.data).byType : {},
        estimatedDaily: money?.byCurrency ?? null,
        incurred: incurredByCurrency(incurred, ["demurrage", "storage"]),
      };
    }),
  );
}
