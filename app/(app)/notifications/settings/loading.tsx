import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// Your preferences, then your subscriptions.
export default function NotificationSettingsLoading() {
  return (
    <PageSkeleton title="Notification settings" label="Loading your notification settings">
      <div className="grid max-w-4xl gap-6">
        <CardSkeleton rows={6} />
        <CardSkeleton rows={4} />
      </div>
    </PageSkeleton>
  );
}
