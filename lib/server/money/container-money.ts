import "server-only";

import { z } from "zod";

import { terminalFeeSchema } from "@/lib/domain/container-facts";
import type { DayCharge } from "@/lib/domain/days/day-record";
import { dayZone } from "@/lib/domain/days/day-zone";
import { summarizeFees } from "@/lib/domain/fees";
import { chargeableDaysOf } from "@/lib/domain/incurred-days";
import { incurredMoney } from "@/lib/domain/incurred-money";
import { tariffsFor } from "@/lib/domain/tariff-match";
import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerMoneyResponse } from "@/lib/shared/money-api";

// One box's money incurred to date, for its drawer: from its current day records themselves (the newest record of
// each day, corrections included), priced by the tariff versions in force on each day. The board and the reports
// read the same days from the runs the writer keeps with the records (incurred-of.ts); a test holds the two equal.

const feesSchema = z.array(terminalFeeSchema).nullable().catch(null);
const chargesSchema = z
  .array(
    z.object({
      kind: z.enum(["demurrage", "detention"]),
      status: z.enum(["free", "chargeable"]),
      dayNumber: z.number().int().nullable(),
    }),
  )
  .catch([]);

/** The box's current record of each day: its date and charges only. */
async function currentCharges(
  workspaceId: string,
  containerId: string,
): Promise<{ date: string; charges: DayCharge[] }[]> {
  const rows = await db.$queryRaw<{ date: string; charges: unknown }[]>`
    SELECT DISTINCT ON (date) date::text AS date, record->'charges' AS charges
    FROM container_days WHERE workspace_id = ${workspaceId}::uuid AND container_id = ${containerId}::uuid
    ORDER BY date, id DESC`;
  return rows.map((row) => ({ date: row.date, charges: chargesSchema.parse(row.charges) }));
}

export async function containerMoney(workspaceId: string, containerId: string): Promise<ContainerMoneyResponse> {
  const box = await db.container.findFirst({
    where: { id: containerId, workspaceId },
    select: {
      fees: true,
      podTimezone: true,
      terminalFirmsCode: true,
      podTerminalUpstreamId: true,
      shippingLineScac: true,
      equipmentLength: true,
    },
  });
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  const [records, book] = await Promise.all([
    currentCharges(workspaceId, containerId),
    workspaceTariffBook(workspaceId),
  ]);
  const tariffs = tariffsFor(book, {
    terminalKeys: [box.terminalFirmsCode, box.podTerminalUpstreamId],
    lineScac: box.shippingLineScac,
    equipmentLength: box.equipmentLength,
  });
  const fees = summarizeFees(feesSchema.parse(box.fees));
  return {
    through: records[records.length - 1]?.date ?? null,
    zone: dayZone(box.podTimezone),
    incurred: incurredMoney(chargeableDaysOf(records), tariffs),
    posted: fees.known ? fees.byType : null,
  };
}
