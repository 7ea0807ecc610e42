import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

// Constants of our own rules (bucket and lens names, band labels and bounds) go into SQL as literals, not bound
// parameters, so a query's text and plan stay those of the hand-written SQL they replace (the planner reads
// `bucket <> 'done'` against the column's statistics; a parameter it cannot). Only these two ever write one.

/** A text literal. The server keeps standard_conforming_strings on, so doubling quotes is the whole escape. */
export function textLiteral(value: string): Prisma.Sql {
  if (value.includes("\0")) throw new Error("A SQL text literal cannot hold a NUL character.");
  return Prisma.raw(`'${value.replaceAll("'", "''")}'`);
}

/** An integer literal. */
export function integerLiteral(value: number): Prisma.Sql {
  if (!Number.isSafeInteger(value)) throw new Error(`${value} is not an integer for a SQL literal.`);
  return Prisma.raw(String(value));
}
