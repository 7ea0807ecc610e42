import Link from "next/link";
import type { ReactNode } from "react";

import type { SessionUser } from "@/lib/shared/session-api";
import type { WorkspaceMode } from "@/lib/shared/settings-api";
import { ROLE_SHORT_LABELS } from "@/lib/shared/roles";
import { LiveStatus } from "@/components/live/live-status";
import { NotificationBell } from "@/components/notifications/notification-bell";

import { ModeBadge } from "./mode-badge";
import { NeedsAccountKey } from "./needs-account-key";
import { homePathFor } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

export function AppShell({ user, mode, children }: { user: SessionUser; mode: WorkspaceMode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* Below lg (small laptops, tablets) the sidebar folds to an icon rail so the board keeps its width. */}
      <aside className="sticky top-0 flex h-screen w-14 shrink-0 flex-col border-r border-border bg-surface px-2 py-4 lg:w-60 lg:px-3">
        <Link
          href={homePathFor(user.role)}
          className="mb-6 flex items-center gap-2 px-1.5 text-base font-semibold tracking-tight lg:px-3"
          title="Quayside"
        >
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <span className="sr-only lg:not-sr-only">Quayside</span>
        </Link>
        <SidebarNav role={user.role} />
        <div className="mt-auto border-t border-border pt-3">
          <div className="hidden px-3 text-xs text-muted lg:block">{user.workspaceName}</div>
          <div className="mt-2 flex flex-col items-center gap-2 lg:flex-row lg:px-3">
            <div className="sr-only min-w-0 flex-1 lg:not-sr-only">
              <div className="truncate text-sm font-medium" title={user.email}>
                {user.name ?? user.email}
              </div>
              <div className="text-xs text-muted" data-testid="user-role">
                {ROLE_SHORT_LABELS[user.role]}
              </div>
            </div>
            <ThemeToggle />
            <SignOutButton />
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 items-center justify-end gap-3 border-b border-border bg-surface px-4 lg:px-6">
          <LiveStatus />
          <ModeBadge mode={mode} />
          <NotificationBell userId={user.id} />
        </header>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-6">
          {mode === "unconfigured" ? <NeedsAccountKey role={user.role} variant="banner" /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}
