import type { Metadata } from "next";

import { NotBuiltYet } from "@/components/shell/not-built-yet";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Board" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader title="Board" />
      <NotBuiltYet feature="The dispatcher board" issue={5}>
        Containers by last-free-day urgency, with holds, fees and what you can pull now, will appear here once the live container cache and the board are built.
      </NotBuiltYet>
    </>
  );
}
