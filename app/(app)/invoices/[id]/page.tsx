import type { Metadata } from "next";
import Link from "next/link";

import { InvoiceDetail } from "@/components/invoices/invoice-detail";
import { PageHeader } from "@/components/shell/page-header";
import { can } from "@/lib/domain/roles";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Invoice" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  return (
    <>
      <PageHeader
        title="Invoice check"
        description={
          <Link className="text-accent hover:underline" href="/invoices">
            ← All invoices
          </Link>
        }
      />
      <InvoiceDetail id={id} canWrite={can(user, "write")} />
    </>
  );
}
