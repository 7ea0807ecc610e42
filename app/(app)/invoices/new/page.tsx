import type { Metadata } from "next";
import Link from "next/link";

import { CsvImport } from "@/components/invoices/csv-import";
import { InvoiceForm } from "@/components/invoices/invoice-form";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Enter an invoice" };

export default async function Page() {
  await requirePageUser("write");
  return (
    <>
      <PageHeader
        title="Enter an invoice"
        description={
          <Link className="text-accent hover:underline" href="/invoices">
            ← All invoices
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-8">
        <InvoiceForm />
        <CsvImport />
      </div>
    </>
  );
}
