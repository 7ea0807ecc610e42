import type { Metadata } from "next";
import { Suspense } from "react";

import { requirePageUser } from "@/lib/server/auth/session";
import { WRITE_ROLES } from "@/lib/shared/roles";

import { TableSkeleton } from "./_components/board-table";
import { BoardScreen } from "./_components/board-screen";

export const metadata: Metadata = { title: "Board" };

// The board draws its own compact heading: every pixel above the table is a row a dispatcher cannot see.
export default async function Page() {
  const user = await requirePageUser();
  const canWrite = (WRITE_ROLES as readonly string[]).includes(user.role);
  return (
    <Suspense fallback={<TableSkeleton />}>
      <BoardScreen userId={user.id} canWrite={canWrite} />
    </Suspense>
  );
}
