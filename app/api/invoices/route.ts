import { NextResponse } from "next/server";

import { createInvoice, listInvoices } from "@/lib/server/invoices/invoice-store";
import { authedRoute, readJson } from "@/lib/server/route";
import type { InvoicesResponse } from "@/lib/shared/invoice-api";
import { invoiceInputSchema, invoiceListQuerySchema } from "@/lib/validations/invoice-input";

export const dynamic = "force-dynamic";

// Everyone reads invoices (a manager follows the money); admins and dispatchers enter them.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const { cursor } = invoiceListQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json((await listInvoices(user.workspaceId, cursor)) satisfies InvoicesResponse);
});

export const POST = authedRoute("write", async ({ request, user }) => {
  const input = invoiceInputSchema.parse(await readJson(request));
  return NextResponse.json(await createInvoice(user, input), { status: 201 });
});
