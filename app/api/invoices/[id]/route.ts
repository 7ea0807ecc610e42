import { NextResponse } from "next/server";
import { z } from "zod";

import { getInvoice } from "@/lib/server/invoices/invoice-store";
import { authedRoute } from "@/lib/server/route";
import type { InvoiceDetailResponse } from "@/lib/shared/invoice-api";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.uuid() });

/** The invoice and its check against the evidence as it stands now. */
export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json((await getInvoice(user.workspaceId, id)) satisfies InvoiceDetailResponse);
});
