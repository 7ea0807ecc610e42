import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The message as its recipient sees it, its text part and its headers; the title is its subject.
export default function OutboxMessageLoading() {
  return (
    <PageSkeleton label="Loading the email">
      <div className="grid max-w-4xl gap-6">
        <CardSkeleton rows={10} />
        <CardSkeleton rows={4} />
      </div>
    </PageSkeleton>
  );
}
