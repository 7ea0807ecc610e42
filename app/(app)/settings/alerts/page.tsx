import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { getAlertSettingsView } from "@/lib/server/alerts/admin-settings";
import { listDeliveries } from "@/lib/server/alerts/delivery-log";
import { requirePageUser } from "@/lib/server/auth/session";

import { AlertChannelsForm } from "./_components/alert-channels-form";
import { DeliveryLog } from "./_components/delivery-log";
import { WatchdogsForm } from "./_components/watchdogs-form";

export const metadata: Metadata = { title: "Alert settings" };

export default async function AlertSettingsPage() {
  const user = await requirePageUser("administer");
  const [settings, deliveries] = await Promise.all([
    getAlertSettingsView(user.workspaceId),
    listDeliveries(user.workspaceId, { limit: 50 }),
  ]);
  return (
    <>
      <PageHeader
        title="Alert settings"
        description={`Workspace ${user.workspaceName}: team channels, watchdog thresholds and every delivery. Each person chooses their own alerts under Notifications.`}
        actions={
          <Link href="/outbox" className="text-sm text-accent hover:underline">
            Outbox (demo email)
          </Link>
        }
      />
      <div className="grid max-w-5xl gap-6">
        <AlertChannelsForm initial={settings} />
        <WatchdogsForm initial={settings} />
        <DeliveryLog initial={deliveries} />
      </div>
    </>
  );
}
