import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The digest's sections (DigestView); its title names the day, known only once loaded.
export default function DigestLoading() {
  return (
    <PageSkeleton label="Loading the digest">
      <div className="grid gap-6">
        <CardSkeleton rows={5} />
        <CardSkeleton rows={5} />
      </div>
    </PageSkeleton>
  );
}
