import type { Metadata } from "next";

import { NotBuiltYet } from "@/components/shell/not-built-yet";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Documents" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader title="Documents" />
      <NotBuiltYet feature="The document inbox" issue={6}>
        Drag-and-drop upload, classification, extracted fields and split-packet page ranges will appear here.
      </NotBuiltYet>
    </>
  );
}
