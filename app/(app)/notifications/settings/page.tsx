import type { Metadata } from "next";

import { PageHeader } from "@/components/shell/page-header";
import { getPreferences } from "@/lib/server/alerts/preferences";
import { listSubscriptions } from "@/lib/server/alerts/subscriptions";
import { requirePageUser } from "@/lib/server/auth/session";
import { listSavedViews } from "@/lib/server/saved-views";

import { PreferencesForm } from "../_components/preferences-form";
import { SubscriptionsEditor } from "../_components/subscriptions-editor";

export const metadata: Metadata = { title: "Notification settings" };

export default async function NotificationSettingsPage() {
  const user = await requirePageUser();
  const [preferences, subscriptions, views] = await Promise.all([
    getPreferences(user),
    listSubscriptions(user),
    listSavedViews(user),
  ]);
  const viewOptions = views.map((view) => ({ id: view.id, name: view.name }));
  return (
    <>
      <PageHeader
        title="Notification settings"
        description="What you are told, about which boxes, and how. The bell always shows everything; email is per subscription."
      />
      <div className="grid max-w-4xl gap-6">
        <PreferencesForm initial={preferences} views={viewOptions} />
        <SubscriptionsEditor initial={subscriptions} views={viewOptions} />
      </div>
    </>
  );
}
