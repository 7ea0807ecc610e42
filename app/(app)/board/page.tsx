import type { Metadata } from "next";
import { Suspense } from "react";

import { NeedsAccountKey } from "@/components/shell/needs-account-key";
import { requirePageUser } from "@/lib/server/auth/session";
import type { SessionUser } from "@/lib/shared/session-api";
import { firstBoardPage } from "@/lib/server/containers/first-board-page";
import { workspaceMode } from "@/lib/server/settings";
import { can } from "@/lib/domain/roles";

import { BoardSkeleton } from "./_components/board-skeleton";
import { BoardScreen } from "./_components/board-screen";

export const metadata: Metadata = { title: "Board" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The board draws its own compact heading: every pixel above the table is a row a dispatcher cannot see.
export default async function Page({ searchParams }: Props) {
  const user = await requirePageUser();
  const canWrite = can(user, "write");
  // No key and no simulated service: an empty board would read as "nothing is due", which is not known.
  if ((await workspaceMode(user.workspaceId)) === "unconfigured")
    return <NeedsAccountKey role={user.role} variant="page" />;
  return (
    <Suspense fallback={<BoardSkeleton />}>
      <BoardWithFirstPage user={user} canWrite={canWrite} searchParams={searchParams} />
    </Suspense>
  );
}

/** Streams in behind the skeleton with the view's first rows already read (first-board-page.ts). */
async function BoardWithFirstPage({
  user,
  canWrite,
  searchParams,
}: {
  user: SessionUser;
  canWrite: boolean;
  searchParams: Props["searchParams"];
}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  const firstPage = await firstBoardPage(user.workspaceId, user.id, search);
  return <BoardScreen userId={user.id} canWrite={canWrite} firstPage={firstPage} />;
}
