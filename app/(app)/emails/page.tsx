import type { Metadata } from "next";

import { NotBuiltYet } from "@/components/shell/not-built-yet";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Emails" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader title="Emails" />
      <NotBuiltYet feature="The email inbox" issue={6}>
        Inbound email submissions and their attached documents will appear here.
      </NotBuiltYet>
    </>
  );
}
