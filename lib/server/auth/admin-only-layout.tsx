import "server-only";

import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/server/auth/session";

/**
 * The layout of an admins-only section. The role is checked here, above the section's loading.tsx: a page under a
 * loading boundary streams its 200 before it renders, so a `forbidden()` there could show the 403 page but no
 * longer answer 403. Each page still checks for itself.
 */
export async function AdminOnlyLayout({ children }: { children: ReactNode }) {
  await requirePageUser("administer");
  return children;
}
