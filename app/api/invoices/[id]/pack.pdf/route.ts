import { z } from "zod";

import { getInvoice } from "@/lib/server/invoices/invoice-store";
import { pageToPdf } from "@/lib/server/pdf/page-to-pdf";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.uuid() });
const querySchema = z.object({ paper: z.enum(["letter", "a4"]).default("letter") }).strict();

/** The dispute pack as a PDF: the pack page (/invoices/{id}/pack) printed on Letter or A4. Everyone may read it. */
export const GET = authedRoute<{ id: string }>(undefined, async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const { paper } = querySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  // The invoice is read first: another workspace's is a 404 here, before any browser starts.
  const { invoice } = await getInvoice(user.workspaceId, id);
  const name = `${invoice.billingParty ?? ""} ${invoice.invoiceNumber ?? id}`.trim();
  const pdf = await pageToPdf(`/invoices/${id}/pack`, {
    cookie: request.headers.get("cookie"),
    paper,
    footer: `Dispute pack · invoice ${name}`,
  });
  const file = `dispute-pack-${(invoice.invoiceNumber ?? id).replace(/[^A-Za-z0-9._-]+/g, "-")}-${paper}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${file}"`,
      "cache-control": "private, no-store",
    },
  });
});
