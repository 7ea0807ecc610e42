import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The email's headers, its body and the documents it carried (EmailView).
export default function EmailLoading() {
  return (
    <PageSkeleton title="Email" label="Loading the email">
      <div className="grid max-w-4xl gap-6">
        <CardSkeleton rows={4} />
        <CardSkeleton rows={8} />
      </div>
    </PageSkeleton>
  );
}
