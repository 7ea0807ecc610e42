import { ANY_HOLD, type PickerKey } from "@/lib/shared/board-query";
import { KNOWN_HOLD_NAMES } from "@/lib/domain/holds";
import type { FilterChoice, FilterOptionsResponse } from "@/lib/shared/board-api";

export type Option = { value: string; label: string; count?: number };
/** The list filters with choices: the filter bar's pickers and the arrival filters' vessel and size/type. */
export type OptionKey = PickerKey | "vessel" | "size";

// Every current_status the service documents, so a status can be filtered before a box shows it.
const STATUSES = [
  "new",
  "on_ship",
  "loaded",
  "available",
  "not_available",
  "grounded",
  "off_dock",
  "on_rail",
  "awaiting_inland_transfer",
  "picked_up",
  "delivered",
  "dropped",
  "empty_returned",
];

const sorted = (options: Option[]): Option[] =>
  options.sort((a, b) => a.label.localeCompare(b.label, "en") || a.value.localeCompare(b.value));

function merge(target: Map<string, Option>, options: readonly Option[]): void {
  for (const option of options) if (option.value && !target.has(option.value)) target.set(option.value, option);
}

/**
 * Choices for each list filter from the server (GET /api/containers/filter-options: every box on the board,
 * not the rows loaded so far), plus whatever the URL already selects (a shared link may name a value no box
 * has today). Holds offer "any hold" and the known names; statuses every documented status.
 */
export function filterOptions(
  server: FilterOptionsResponse | null,
  selected: Record<OptionKey, readonly string[]>,
): Record<OptionKey, Option[]> {
  const from = (choices: readonly FilterChoice[] | undefined): Option[] =>
    (choices ?? []).map((c) => ({ value: c.value, label: c.label, count: c.count }));
  const lists: Record<OptionKey, Option[]> = {
    terminal: from(server?.terminals),
    line: from(server?.lines),
    status: [
      ...from(server?.statuses),
      ...STATUSES.map((status) => ({ value: status, label: status.replace(/_/g, " ") })),
    ],
    hold: KNOWN_HOLD_NAMES.map((name) => ({ value: name, label: name })),
    customer: from(server?.customers),
    tag: from(server?.tags),
    vessel: from(server?.vessels),
    size: from(server?.sizes),
  };
  const result = {} as Record<OptionKey, Option[]>;
  for (const key of Object.keys(lists) as OptionKey[]) {
    const map = new Map<string, Option>();
    merge(map, lists[key]);
    merge(
      map,
      selected[key]
        .filter((value) => !(key === "hold" && value === ANY_HOLD))
        .map((value) => ({ value, label: value })),
    );
    result[key] = sorted([...map.values()]);
  }
  // "Any hold" stays first: the one choice that answers "show me every box with a hold".
  result.hold.unshift({ value: ANY_HOLD, label: "Any hold" });
  return result;
}
