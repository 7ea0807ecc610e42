import type { LfdDisagreement } from "@/lib/domain/free-time/box-free-time";
import type { CalculatedLfd, SkippedDay } from "@/lib/domain/free-time/calculate-lfd";
import { weekdayDayText } from "@/lib/shared/format/date";

// The calculated LFD in words a dispatcher reads in five seconds (issue: "the drawer explains it"), and the
// disagreement with the reported LFD: which way it costs money. Dates are the terminal's local calendar dates.

const SOURCE_NAME: Record<LfdDisagreement["source"], string> = { line: "line", terminal: "terminal" };
const START_NAME: Record<CalculatedLfd["startEvent"], string> = {
  discharged: "discharge",
  available: "first availability",
};
const WHY_NAME: Record<SkippedDay["why"], string> = {
  saturday: "Saturday",
  sunday: "Sunday",
  holiday: "holiday",
  closure: "terminal closed",
};

const days = (count: number): string => `${count} day${count === 1 ? "" : "s"}`;

/** "Sat Nov 7 (Saturday)", "Wed Nov 11 (holiday: Veterans Day)". */
export function skippedText(day: SkippedDay): string {
  return `${weekdayDayText(day.date)} (${WHY_NAME[day.why]}${day.name ? `: ${day.name}` : ""})`;
}

/** "4 working days + 2 extension days, from the day after discharge (Tue Nov 3, 07:12)". */
export function freeTimeRuleText(calculated: CalculatedLfd): string {
  const extension = calculated.extensionDays > 0 ? ` + ${days(calculated.extensionDays)} extension` : "";
  const first = calculated.firstDay === "next" ? "from the day after" : "from the day of";
  return `${calculated.freeDays} ${calculated.dayKind} ${calculated.freeDays === 1 ? "day" : "days"}${extension}, ${first} ${START_NAME[calculated.startEvent]} (${weekdayDayText(calculated.startLocal.date)}, ${calculated.startLocal.time})`;
}

/** "Counted Wed Nov 4, Thu Nov 5, Fri Nov 6, Mon Nov 9; skipped Sat Nov 7 (Saturday), Sun Nov 8 (Sunday)." */
export function derivationText(calculated: CalculatedLfd): string {
  const counted = `Counted ${calculated.counted.map(weekdayDayText).join(", ")}`;
  return calculated.skipped.length === 0
    ? `${counted}.`
    : `${counted}; skipped ${calculated.skipped.map(skippedText).join(", ")}.`;
}

/**
 * "The terminal reports Fri Nov 6, 3 days before its free time ends (Mon Nov 9): charges for Sat Nov 7 to Mon Nov 9
 * can be disputed." A later reported LFD is the safe direction, said as such.
 */
export function disagreementText(disagreement: LfdDisagreement): string {
  const source = SOURCE_NAME[disagreement.source];
  const reported = weekdayDayText(disagreement.reported);
  const calculated = weekdayDayText(disagreement.calculated);
  if (disagreement.direction === "reported_earlier")
    return `The ${source} reports ${reported}, ${days(disagreement.days)} before the free time its rule grants ends (${calculated}): charges for those days can be disputed.`;
  return `The ${source} reports ${reported}, ${days(disagreement.days)} after the rule's ${calculated}: the reported LFD governs, so plan by it, but confirm before relying on the extra time.`;
}
