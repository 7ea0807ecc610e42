import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { db } from "@/lib/server/db";

/** The database client or a transaction's: reads run inside the write's transaction when there is one. */
export type DbClient = typeof db | Prisma.TransactionClient;
