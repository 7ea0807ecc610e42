import type { LensKey } from "@/lib/domain/lens-keys";

import { COLUMN_IDS, type ColumnId } from "./columns";

// The columns a card needs to answer its question, shown whenever it is chosen whatever was hidden: Pull now is
// ranked by days left and money at risk; Arriving by its ETA, with the vessel beside it, both moved next to the
// urgency because the LFD columns are mostly empty for boxes still at sea.

const ARRIVAL_FIRST: readonly ColumnId[] = ["eta", "vessel"];

export function columnsForLenses(columns: readonly ColumnId[], lens: readonly LensKey[]): ColumnId[] {
  const chosen = new Set<ColumnId>(columns);
  if (lens.includes("pull_now")) for (const id of ["daysLeft", "money"] as const) chosen.add(id);
  const arriving = lens.includes("arriving");
  if (arriving) for (const id of ARRIVAL_FIRST) chosen.add(id);
  const ordered = COLUMN_IDS.filter((id) => chosen.has(id));
  if (!arriving) return ordered;
  const rest = ordered.filter((id) => !ARRIVAL_FIRST.includes(id));
  const at = rest.indexOf("bucket") + 1 || Math.min(2, rest.length);
  return [...rest.slice(0, at), ...ARRIVAL_FIRST, ...rest.slice(at)];
}
