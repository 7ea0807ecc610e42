import type { Metadata } from "next";

import { BetaBadge } from "@/components/documents/beta-badge";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

import { EmailsScreen } from "../_components/emails-screen";

export const metadata: Metadata = { title: "Emails" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader
        title="Emails"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <BetaBadge /> Emails received at the account&apos;s documents address, with the documents they carried.
          </span>
        }
      />
      <EmailsScreen />
    </>
  );
}
