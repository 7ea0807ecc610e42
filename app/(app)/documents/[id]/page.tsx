import type { Metadata } from "next";
import Link from "next/link";

import { BetaBadge } from "@/components/documents/beta-badge";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { can } from "@/lib/domain/roles";

import { DocumentView } from "./_components/document-view";

export const metadata: Metadata = { title: "Document" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  const canWrite = can(user, "write");
  return (
    <>
      <PageHeader
        title="Document"
        description={
          <span className="inline-flex items-center gap-2">
            <BetaBadge />{" "}
            <Link className="text-accent hover:underline" href="/documents">
              ← All documents
            </Link>
          </span>
        }
      />
      <DocumentView id={id} canWrite={canWrite} userName={user.name ?? user.email} />
    </>
  );
}
