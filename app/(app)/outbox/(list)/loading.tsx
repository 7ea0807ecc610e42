import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The list of received email, newest first.
export default function OutboxLoading() {
  return (
    <PageSkeleton title="Outbox" label="Loading the outbox">
      <CardSkeleton titled={false} rows={8} />
    </PageSkeleton>
  );
}
