import type { ContainerRow } from "@/lib/shared/container-api";
import type { CsvColumn } from "@/lib/shared/csv";

// Pure. The team's work as board CSV columns (components/board/board-csv.ts appends them): the assignee by name and
// email, the planned pickup as an ISO local date beside its window (the terminal's zone is its own column
// there), the count of notes, and the team's tags apart from the service's.

export const WORK_CSV_FIELDS: CsvColumn<ContainerRow>[] = [
  { header: "Assignee", value: (r) => r.work?.assignee?.name ?? "" },
  { header: "Assignee email", value: (r) => r.work?.assignee?.email ?? "" },
  { header: "Planned pickup", value: (r) => r.work?.plannedPickup?.date ?? "" },
  { header: "Planned window start", value: (r) => r.work?.plannedPickup?.windowStart ?? "" },
  { header: "Planned window end", value: (r) => r.work?.plannedPickup?.windowEnd ?? "" },
  { header: "Notes", value: (r) => (r.work ? String(r.work.noteCount) : "") },
  { header: "Team tags", value: (r) => r.work?.tags.join("; ") ?? "" },
];
