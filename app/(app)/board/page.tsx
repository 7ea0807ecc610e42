import type { Metadata } from "next";
import { Suspense } from "react";

import { NeedsAccountKey } from "@/components/shell/needs-account-key";
import { requirePageUser } from "@/lib/server/auth/session";
import { workspaceMode } from "@/lib/server/settings";
import { can } from "@/lib/domain/roles";

import { BoardSkeleton } from "./_components/board-skeleton";
import { BoardScreen } from "./_components/board-screen";

export const metadata: Metadata = { title: "Board" };

// The board draws its own compact heading: every pixel above the table is a row a dispatcher cannot see.
export default async function Page() {
  const user = await requirePageUser();
  const canWrite = can(user, "write");
  // No key and no simulated service: an empty board would read as "nothing is due", which is not known.
  if ((await workspaceMode(user.workspaceId)) === "unconfigured")
    return <NeedsAccountKey role={user.role} variant="page" />;
  return (
    <Suspense fallback={<BoardSkeleton />}>
      <BoardScreen userId={user.id} canWrite={canWrite} />
    </Suspense>
  );
}
