import type { ListKey } from "@/components/board/board-query";
import { KNOWN_HOLD_NAMES } from "@/lib/domain/holds";
import type { ContainerRow } from "@/lib/shared/container-api";

export type Option = { value: string; label: string };

const STATUSES = ["new", "on_ship", "available", "not_available", "on_rail", "awaiting_inland_transfer", "grounded", "picked_up", "delivered"];

function add(map: Map<string, string>, value: string | null | undefined, label?: string | null) {
  if (value && !map.has(value)) map.set(value, label || value);
}

/**
 * Choices for each list filter, from the rows loaded so far plus whatever the URL already selects (a shared
 * link may filter on a value not on screen). Holds and statuses also offer the known names.
 */
export function filterOptions(rows: readonly ContainerRow[], selected: Record<ListKey, readonly string[]>): Record<Exclude<ListKey, "bucket">, Option[]> {
  const maps = { terminal: new Map<string, string>(), line: new Map<string, string>(), status: new Map<string, string>(), hold: new Map<string, string>(), customer: new Map<string, string>(), tag: new Map<string, string>() };
  for (const name of KNOWN_HOLD_NAMES) add(maps.hold, name);
  for (const status of STATUSES) add(maps.status, status, status.replace(/_/g, " "));
  for (const row of rows) {
    add(maps.terminal, row.terminal.id, row.terminal.name ?? row.terminal.firmsCode);
    add(maps.line, row.shippingLine.scac, row.shippingLine.scac && row.shippingLine.name ? `${row.shippingLine.scac} · ${row.shippingLine.name}` : row.shippingLine.scac);
    add(maps.status, row.currentStatus, row.currentStatus?.replace(/_/g, " "));
    for (const hold of row.holds) add(maps.hold, hold.name);
    add(maps.customer, row.customerName);
    for (const tag of row.tags) add(maps.tag, tag);
  }
  const result = {} as Record<Exclude<ListKey, "bucket">, Option[]>;
  for (const key of Object.keys(maps) as Array<keyof typeof maps>) {
    for (const value of selected[key]) add(maps[key], value);
    result[key] = [...maps[key]].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }
  return result;
}
