import type { Metadata } from "next";

import { NotBuiltYet } from "@/components/shell/not-built-yet";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Reports" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader title="Reports" />
      <NotBuiltYet feature="Manager LFD reports" issue={7}>
        Upcoming last free days, cost exposure, holds, fees and dwell charts will appear here.
      </NotBuiltYet>
    </>
  );
}
