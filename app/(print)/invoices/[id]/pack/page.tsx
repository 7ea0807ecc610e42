import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";

import { PackDocument } from "@/components/invoices/pack/pack-document";
import { PrintButton } from "@/components/ui/print-button";
import { requirePageUser } from "@/lib/server/auth/session";
import { pageRead } from "@/lib/server/http/page-errors";
import { disputePack } from "@/lib/server/invoices/dispute-pack";
import { AppError } from "@/lib/shared/app-error";

export const metadata: Metadata = { title: "Dispute pack" };

const paramsSchema = z.object({ id: z.uuid() });

/** The dispute pack as a page to print; the same document is the PDF (GET /api/invoices/{id}/pack.pdf). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  const pack = await pageRead(disputePack(user.workspaceId, id)).catch((error: unknown) => {
    // Another workspace's invoice is as unknown as one that never was.
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const link =
    "inline-flex h-9 items-center rounded-md border border-border bg-surface px-3 text-sm hover:bg-surface-muted";
  return (
    <>
      <nav
        className="no-print mx-auto flex max-w-[190mm] flex-wrap items-center gap-2 px-2 pt-4 print:hidden"
        aria-label="Dispute pack"
      >
        <Link className={link} href={`/invoices/${id}`}>
          ← Back to the invoice
        </Link>
        <PrintButton />
        <a className={link} href={`/api/invoices/${id}/pack.pdf?paper=letter`} data-testid="pack-pdf-letter">
          PDF (Letter)
        </a>
        <a className={link} href={`/api/invoices/${id}/pack.pdf?paper=a4`} data-testid="pack-pdf-a4">
          PDF (A4)
        </a>
      </nav>
      <PackDocument pack={pack} />
    </>
  );
}
