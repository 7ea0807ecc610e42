import type { Metadata } from "next";
import Link from "next/link";

import { InvoicesScreen } from "@/components/invoices/invoices-screen";
import { PageHeader } from "@/components/shell/page-header";
import { can } from "@/lib/domain/roles";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Invoices" };

export default async function Page() {
  const user = await requirePageUser();
  const canWrite = can(user, "write");
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Demurrage, detention and storage invoices, each checked day by day against the box's own evidence and 46 CFR 541: what need not be paid, what to dispute, and by when."
        actions={
          canWrite ? (
            <Link
              href="/invoices/new"
              className="inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent/90"
            >
              Enter an invoice
            </Link>
          ) : null
        }
      />
      <InvoicesScreen canWrite={canWrite} />
    </>
  );
}
