import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The table of received emails (EmailsScreen).
export default function EmailsLoading() {
  return (
    <PageSkeleton title="Emails" label="Loading emails">
      <CardSkeleton titled={false} rows={10} />
    </PageSkeleton>
  );
}
