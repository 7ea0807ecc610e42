import { NextResponse } from "next/server";

import { importInvoices } from "@/lib/server/invoices/invoice-import";
import { authedRoute, readJson } from "@/lib/server/route";
import { invoiceImportSchema } from "@/lib/validations/invoice-input";

export const dynamic = "force-dynamic";

/** A CSV of many invoices, as text in `{ csv }` (the JSON body limit bounds it): all saved, or none. */
export const POST = authedRoute("write", async ({ request, user }) => {
  const { csv } = invoiceImportSchema.parse(await readJson(request));
  return NextResponse.json(await importInvoices(user, csv), { status: 201 });
});
