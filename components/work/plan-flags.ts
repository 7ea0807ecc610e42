import { plannedPickupFlags, type PlannedFlags } from "@/lib/domain/plan-risk";
import type { ContainerRow } from "@/lib/shared/container-api";

// A planned pickup that already costs money or cannot happen, flagged where the plan shows: the board's row and
// the calendar's entry. The words are shared so both read alike.

export const PLAN_FLAG_INFO = {
  late: {
    word: "planned late",
    title: "The pickup is planned after the LFD: demurrage runs on the days between.",
  },
  blocked: {
    word: "planned while blocked",
    title: "A hold blocks this box: the planned pickup only works if it is released by then.",
  },
} as const satisfies Record<keyof PlannedFlags, { word: string; title: string }>;

/** The row's planned-pickup flags, by the same rule the calendar and the board filter use. */
export function planFlagsOfRow(row: Pick<ContainerRow, "work" | "lfd" | "pull" | "flags">): PlannedFlags {
  return plannedPickupFlags({
    plannedDate: row.work?.plannedPickup?.date ?? null,
    lfdDate: row.lfd.governingDate,
    stillToPull: row.pull !== "out" && row.pull !== "returned",
    blocked: row.flags.blocked,
  });
}
