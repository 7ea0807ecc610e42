import type { Metadata } from "next";

import { BetaBadge } from "@/components/documents/beta-badge";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { can } from "@/lib/domain/roles";

import { DocumentsScreen } from "../_components/documents-screen";

export const metadata: Metadata = { title: "Documents" };

export default async function Page() {
  const user = await requirePageUser();
  const canWrite = can(user, "write");
  return (
    <>
      <PageHeader
        title="Documents"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <BetaBadge /> Every document of the account: uploaded here, sent by API or email, or split from a packet.
            The service classifies each one and extracts its fields.
          </span>
        }
      />
      <DocumentsScreen canWrite={canWrite} />
    </>
  );
}
