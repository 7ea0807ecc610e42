import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { listNotifications } from "@/lib/server/alerts/user-notifications";
import { requirePageUser } from "@/lib/server/auth/session";
import { can } from "@/lib/domain/roles";

import { NotificationsScreen } from "./_components/notifications-screen";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  const user = await requirePageUser();
  const first = await listNotifications(user, { limit: 30 });
  return (
    <>
      <PageHeader
        title="Notifications"
        description="What Quayside told you, newest first. Choose what you hear about, and how, in the settings."
        actions={
          <div className="flex gap-3 text-sm">
            <Link href="/notifications/settings" className="text-accent hover:underline">
              Notification settings
            </Link>
            <Link href="/notifications/digest" className="text-accent hover:underline">
              Today&apos;s digest
            </Link>
            {can(user, "administer") ? (
              <Link href="/settings/alerts" className="text-accent hover:underline">
                Alert settings (workspace)
              </Link>
            ) : null}
            {can(user, "administer") ? (
              <Link href="/outbox" className="text-accent hover:underline">
                Outbox
              </Link>
            ) : null}
          </div>
        }
      />
      <NotificationsScreen userId={user.id} initial={first} />
    </>
  );
}
