import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The document's fields beside its preview (DocumentView).
export default function DocumentLoading() {
  return (
    <PageSkeleton title="Document" label="Loading the document">
      <div className="grid gap-6 xl:grid-cols-2">
        <CardSkeleton rows={8} />
        <CardSkeleton rows={12} />
      </div>
    </PageSkeleton>
  );
}
