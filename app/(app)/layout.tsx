import type { ReactNode } from "react";

import { LiveProvider } from "@/components/live/live-provider";
import { AppShell } from "@/components/shell/app-shell";
import { requirePageUser } from "@/lib/server/auth/session";
import { pageRead } from "@/lib/server/http/page-errors";
import { workspaceMode } from "@/lib/server/settings";

// Guards rendering only; every route handler and server action checks the session again on its own. The frame
// owns the tab's one live connection (components/live/live-provider.tsx), which every page's hooks share.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  const mode = await pageRead(workspaceMode(user.workspaceId));
  return (
    <LiveProvider>
      <AppShell user={user} mode={mode}>
        {children}
      </AppShell>
    </LiveProvider>
  );
}
