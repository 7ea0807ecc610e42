import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { InvoiceDetailResponse, InvoicesResponse, InvoiceSummary } from "@/lib/shared/invoice-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { InvoiceInput } from "@/lib/validations/invoice-input";

import { isContestable } from "@/lib/domain/invoices/day-codes";
import type { DisputeStatus } from "@/lib/domain/invoices/dispute";

import { disputeOf } from "./dispute-store";
import { checkInvoices } from "./invoice-checks";
import { invoiceData, invoiceView, lineData } from "./invoice-rows";

// D&D invoices of a workspace (product.md, "Invoices and disputes"): entered once, as they came, and checked
// at every read (invoice-checks.ts).

/** Invoices on one page of the list. */
export const INVOICE_PAGE = 50;

export async function getInvoice(workspaceId: string, id: string): Promise<InvoiceDetailResponse> {
  const row = await db.invoice.findFirst({ where: { id, workspaceId }, include: { lines: true } });
  if (!row) throw new AppError("not_found", "That invoice is not in this workspace.");
  const invoice = invoiceView(row);
  const [[check], dispute] = await Promise.all([
    checkInvoices(workspaceId, [invoice]),
    disputeOf(workspaceId, invoice.id),
  ]);
  if (!check) throw new AppError("internal", "The invoice could not be checked.");
  return { invoice, ...check, dispute };
}

export async function createInvoice(
  user: SessionUser,
  input: InvoiceInput,
  source: "form" | "csv" = "form",
): Promise<InvoiceDetailResponse> {
  const workspaceId = user.workspaceId;
  if (input.documentId !== null) {
    const document = await db.document.findFirst({
      where: { id: input.documentId, workspaceId },
      select: { id: true },
    });
    if (!document) throw new AppError("not_found", "That document is not in this workspace's inbox.");
  }
  try {
    const row = await db.invoice.create({
      data: {
        workspaceId,
        ...invoiceData(input),
        source: input.documentId !== null ? "document" : source,
        documentId: input.documentId,
        createdById: user.id,
        createdByLabel: user.name ?? user.email,
        lines: { create: lineData(workspaceId, input) },
      },
      select: { id: true },
    });
    return await getInvoice(workspaceId, row.id);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError(
        "conflict",
        `Invoice ${input.invoiceNumber ?? ""} from ${input.billingParty ?? ""} is already entered: open it from the list.`,
      );
    throw error;
  }
}

/** `createdAt|id` of the last row of a page: the next page starts after it. */
const cursorOf = (row: { createdAt: Date; id: string }): string => `${row.createdAt.toISOString()}|${row.id}`;

function parseCursor(cursor: string | null): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id))
    throw new AppError("bad_request", "That page cursor is not one this list gave out; start from the first page.");
  return { createdAt, id };
}

/** One page of the workspace's invoices, newest first, each with its check's outcome. */
export async function listInvoices(workspaceId: string, cursor: string | null): Promise<InvoicesResponse> {
  const after = parseCursor(cursor);
  const rows = await db.invoice.findMany({
    where: {
      workspaceId,
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    include: { lines: true, dispute: { select: { status: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INVOICE_PAGE + 1,
  });
  const page = rows.slice(0, INVOICE_PAGE);
  const views = page.map(invoiceView);
  const checks = await checkInvoices(workspaceId, views);
  const data = views.map((invoice, index): InvoiceSummary => {
    const check = checks[index];
    const dispute = page[index]?.dispute;
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      billingParty: invoice.billingParty,
      billedOn: invoice.billedOn,
      source: invoice.source,
      createdAt: invoice.createdAt,
      containers: [...new Set(invoice.lines.flatMap((line) => line.containerNumber ?? []))],
      verdict: check?.verdict ?? "payable",
      findings: check?.findings.length ?? 0,
      contestableDays: check?.days.filter((day) => isContestable(day.code)).length ?? 0,
      atStake: check?.atStake ?? {},
      total: check?.total ?? {},
      disputeBy: check?.disputeBy ?? null,
      disputeStatus: dispute ? (dispute.status as DisputeStatus) : null,
    };
  });
  const last = page[page.length - 1];
  return { data, next: rows.length > INVOICE_PAGE && last ? cursorOf(last) : null };
}
