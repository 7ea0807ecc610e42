import { NextResponse } from "next/server";
import { z } from "zod";

import { openDispute, updateDispute } from "@/lib/server/invoices/dispute-store";
import { getInvoice } from "@/lib/server/invoices/invoice-store";
import { authedRoute, readJson } from "@/lib/server/route";
import type { InvoiceDetailResponse } from "@/lib/shared/invoice-api";
import { openDisputeSchema, updateDisputeSchema } from "@/lib/validations/dispute-input";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.uuid() });

// Admins and dispatchers dispute invoices; managers read them (GET /api/invoices/{id} carries the dispute).

/** Opens the invoice's dispute with the days its check contests, less those the team drops. */
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = openDisputeSchema.parse(await readJson(request));
  await openDispute(user, await getInvoice(user.workspaceId, id), input);
  return NextResponse.json((await getInvoice(user.workspaceId, id)) satisfies InvoiceDetailResponse, {
    status: 201,
  });
});

/** Moves the dispute one step: filed, won, partly won, lost or withdrawn. */
export const PATCH = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = updateDisputeSchema.parse(await readJson(request));
  await updateDispute(user, await getInvoice(user.workspaceId, id), input);
  return NextResponse.json((await getInvoice(user.workspaceId, id)) satisfies InvoiceDetailResponse);
});
