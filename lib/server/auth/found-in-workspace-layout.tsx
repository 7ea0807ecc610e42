import "server-only";

import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/server/auth/session";

type Found = (workspaceId: string, id: string) => Promise<boolean>;
type Props = { children: ReactNode; params: Promise<{ id: string }> };

/**
 * The layout of a detail page (`[id]`) whose page sits under a loading.tsx: it answers 404 for an id this
 * workspace does not have, here above the loading boundary, because a page under one has streamed its 200 before
 * it renders (a `notFound()` there shows the not-found page with a 200). Each page still checks for itself.
 */
export function foundInWorkspaceLayout(found: Found) {
  return async function FoundInWorkspaceLayout({ children, params }: Props) {
    const user = await requirePageUser();
    if (!(await found(user.workspaceId, (await params).id))) notFound();
    return children;
  };
}
