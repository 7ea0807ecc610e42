import "server-only";

import { calendarFor } from "@/lib/domain/free-time/box-free-time";
import { planRiskOf, isRisky, type PlanRisk } from "@/lib/domain/plan-risk";
import { demurrageOn } from "@/lib/domain/tariff-match";
import { db } from "@/lib/server/db";
import type { PlanCheckBox, PlanCheckResponse } from "@/lib/shared/work-api";
import type { PlanCheckInput } from "@/lib/validations/work";

import { evaluationInputs, type EvaluationInputs } from "../cache/evaluation-inputs";
import { evaluate, podTerminalIdOf } from "../cache/normalize";
import type { Actor } from "./audit-write";
import { resolveSelection } from "./bulk-selection";
import { workspaceNow } from "./workspace-now";

// Before a pickup is planned (one box, a bulk plan or a calendar drag), what that day would cost each box: the
// board's own evaluation of the box now (governing LFD, holds, phase), the workspace's demurrage tariff for it
// and its terminal's calendar. Nothing is written: the plan itself goes through the work routes as before.

type Row = Awaited<ReturnType<typeof db.container.findMany>>[number];

function riskOf(row: Row, date: string, inputs: EvaluationInputs, at: Date): PlanRisk {
  const { evaluation, tariffs } = evaluate(row.raw, row, { now: at, ...inputs });
  const terminalKeys = [row.terminalFirmsCode, podTerminalIdOf(row.raw)];
  return planRiskOf({
    date,
    lfdDate: evaluation?.lfd.governingDate ?? null,
    stillToPull: evaluation !== null && evaluation.phase !== "out" && evaluation.phase !== "empty_returned",
    // The demurrage tariff version in force on the planned day.
    demurrage: tariffs ? demurrageOn(tariffs, date) : null,
    calendar: calendarFor(inputs.freeTime, { terminalKeys, podTimezone: row.podTimezone }),
    blockingHolds: evaluation?.holds.blocking.map((hold) => hold.name) ?? [],
  });
}

export async function checkPlan(actor: Actor, input: PlanCheckInput): Promise<PlanCheckResponse> {
  const { boxes } = await resolveSelection(actor, input.ids);
  const [rows, inputs, at] = await Promise.all([
    db.container.findMany({
      where: { workspaceId: actor.workspaceId, id: { in: boxes.map((box) => box.id) } },
      orderBy: { number: "asc" },
    }),
    evaluationInputs(actor.workspaceId),
    workspaceNow(actor.workspaceId),
  ]);
  const risky: PlanCheckBox[] = [];
  const estimate: Record<string, number> = {};
  for (const row of rows) {
    const risk = riskOf(row, input.date, inputs, at);
    if (!isRisky(risk)) continue;
    risky.push({ id: row.id, number: row.number, ...risk });
    const late = risk.late?.estimate;
    if (late) estimate[late.currency] = Math.round(((estimate[late.currency] ?? 0) + late.amount) * 100) / 100;
  }
  return { date: input.date, checked: rows.length, risky, estimate };
}
