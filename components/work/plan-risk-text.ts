import type { PlanRisk } from "@/lib/domain/plan-risk";
import { shortDayText, weekdayDayText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import { countText } from "@/lib/shared/format/number";
import type { PlanCheckResponse } from "@/lib/shared/work-api";

// The words of the question asked before a costly plan: what each box would cost or meet on that day, and the
// whole of it in one line. Estimates say so.

/** Each reason to ask for one box, as a short line: "2 days past its LFD (Nov 27) ≈ $240 in demurrage, estimate". */
export function planRiskLines(risk: PlanRisk): string[] {
  const lines: string[] = [];
  if (risk.late) {
    const days = `${countText(risk.late.days, "day")} past its LFD (${shortDayText(risk.late.lfdDate)})`;
    lines.push(
      risk.late.estimate
        ? `${days} ≈ ${formatMoney(risk.late.estimate.amount, risk.late.estimate.currency, { trimZeroCents: true })} in demurrage, estimate`
        : `${days}; no tariff to estimate the demurrage`,
    );
  }
  if (risk.closed)
    lines.push(
      risk.closed.kind === "no_gate"
        ? `the terminal's ${risk.closed.reason}`
        : `the terminal is closed that day: ${risk.closed.reason}`,
    );
  if (risk.blocked)
    lines.push(
      `blocked by ${risk.blocked.holds.length === 1 ? `a ${risk.blocked.holds.join("")} hold` : `${risk.blocked.holds.join(" and ")} holds`}: it cannot leave until released`,
    );
  return lines;
}

/** The question's title: "Planning Fri Nov 28 may cost money for 2 of 3 boxes". */
export function planRiskTitle(check: PlanCheckResponse): string {
  const day = weekdayDayText(check.date);
  return check.checked === 1
    ? `Planning ${day} may cost money`
    : `Planning ${day} may cost money for ${check.risky.length} of ${countText(check.checked, "box", "boxes")}`;
}

/** The estimate over every box, per currency: "≈ $480 in demurrage, estimate"; null when none could be estimated. */
export function planRiskTotal(check: PlanCheckResponse): string | null {
  return Object.keys(check.estimate).length > 0
    ? `≈ ${formatAmounts(check.estimate, { trimZeroCents: true })} in demurrage altogether, estimate`
    : null;
}
