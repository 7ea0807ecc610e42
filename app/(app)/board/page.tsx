import type { Metadata } from "next";
import { Suspense } from "react";

import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { WRITE_ROLES } from "@/lib/shared/roles";

import { TableSkeleton } from "./_components/board-table";
import { BoardScreen } from "./_components/board-screen";

export const metadata: Metadata = { title: "Board" };

export default async function Page() {
  const user = await requirePageUser();
  const canWrite = (WRITE_ROLES as readonly string[]).includes(user.role);
  return (
    <>
      <PageHeader title="Board" description="What to pull now, what costs money today, and what blocks the rest. Dates and days left are in each terminal's own time zone." />
      <Suspense fallback={<TableSkeleton />}>
        <BoardScreen userId={user.id} canWrite={canWrite} />
      </Suspense>
    </>
  );
}
