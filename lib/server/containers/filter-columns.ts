import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

// The filters the board and the reports share (terminal, line, customer), as the stored columns a value may
// match: listed once here, read by the board's Prisma where (where.ts) and the reports' SQL (reports/scope.ts),
// so a report filtered by a terminal counts exactly the boxes the board shows for it.

type Column = { field: keyof Prisma.ContainerWhereInput & string; sql: string };

const FILTER_COLUMNS = {
  // A terminal is named by the service's terminal id (the filter options' value), its FIRMS code or its name.
  terminal: [
    { field: "terminalFirmsCode", sql: "terminal_firms_code" },
    { field: "podTerminalUpstreamId", sql: "pod_terminal_upstream_id" },
    { field: "terminalName", sql: "terminal_name" },
  ],
  line: [{ field: "shippingLineScac", sql: "shipping_line_scac" }],
  // A customer is named by its party id (the service's customers) or, for shipments that name no known party,
  // by the free-text name they carry.
  customer: [
    { field: "customerPartyUpstreamId", sql: "customer_party_upstream_id" },
    { field: "customerName", sql: "customer_name" },
  ],
} as const satisfies Record<string, readonly Column[]>;

export type SharedFilter = keyof typeof FILTER_COLUMNS;

/** The boxes whose columns for `filter` hold one of `values`, as a Prisma where. */
export function filterWhere(filter: SharedFilter, values: string[]): Prisma.ContainerWhereInput {
  const each = FILTER_COLUMNS[filter].map((column): Prisma.ContainerWhereInput => ({ [column.field]: { in: values } }));
  return each.length === 1 && each[0] ? each[0] : { OR: each };
}

/** The same as SQL over containers aliased `c`; the values go in as one bound array parameter. */
export function filterSql(filter: SharedFilter, values: string[]): Prisma.Sql {
  const each = FILTER_COLUMNS[filter].map(
    (column) => Prisma.sql`${Prisma.raw(`c.${column.sql}`)} = ANY(${values}::text[])`,
  );
  return each.length === 1 && each[0] ? each[0] : Prisma.sql`(${Prisma.join(each, " OR ")})`;
}
