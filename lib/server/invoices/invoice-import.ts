import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { InvoiceImportResponse } from "@/lib/shared/invoice-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { parseInvoiceCsv } from "@/lib/validations/invoice-csv";

import { invoiceData, lineData } from "./invoice-rows";

// A CSV of many invoices (lib/validations/invoice-csv.ts): every line checked before anything is saved, then all
// saved in one transaction, so a file is taken whole or not at all (never half-saved).

/** Long enough for 10,000 lines on a busy machine; the transaction holds no lock anyone else waits on. */
const IMPORT_TIMEOUT_MS = 60_000;

export async function importInvoices(user: SessionUser, csv: string): Promise<InvoiceImportResponse> {
  const { invoices, problems } = parseInvoiceCsv(csv);
  if (problems.length > 0)
    throw new AppError(
      "validation_failed",
      `${problems.length === 1 ? "One line" : `${problems.length} lines`} of the file need a fix; nothing was saved.`,
      { details: problems.map((problem) => ({ path: `line ${problem.line}`, message: problem.message })) },
    );
  const workspaceId = user.workspaceId;
  const current = { lines: [] as number[] };
  try {
    const ids = await db.$transaction(
      async (tx) => {
        const saved: string[] = [];
        for (const { lines, invoice } of invoices) {
          current.lines = lines;
          const row = await tx.invoice.create({
            data: {
              workspaceId,
              ...invoiceData(invoice),
              source: "csv",
              documentId: null,
              createdById: user.id,
              createdByLabel: user.name ?? user.email,
              lines: { create: lineData(workspaceId, invoice) },
            },
            select: { id: true },
          });
          saved.push(row.id);
        }
        return saved;
      },
      { timeout: IMPORT_TIMEOUT_MS },
    );
    return { created: ids.length, ids };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError(
        "conflict",
        `The invoice on line ${current.lines[0] ?? "?"} is already entered (same billing party and number); nothing was saved.`,
      );
    throw error;
  }
}
