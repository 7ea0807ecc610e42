import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/server/auth/session";

// Pages made to be printed (the dispute pack): no app frame around them. The session is checked here and again
// by each page.
export default async function PrintLayout({ children }: { children: ReactNode }) {
  await requirePageUser();
  return <main className="min-h-screen">{children}</main>;
}
