import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The connection, LFD rule, live updates, tariffs and people cards, one under another.
export default function SettingsLoading() {
  return (
    <PageSkeleton title="Settings" label="Loading settings">
      <div className="grid max-w-4xl gap-6">
        <CardSkeleton rows={5} />
        <CardSkeleton rows={3} />
        <CardSkeleton rows={3} />
      </div>
    </PageSkeleton>
  );
}
