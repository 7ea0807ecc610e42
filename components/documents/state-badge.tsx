import { Badge } from "@/components/ui/badge";
import type { ProcessingState } from "@/lib/domain/document-facts";

const TONE = { uploaded: "neutral", classified: "accent", extracted: "success", failed: "danger" } as const;
const LABEL: Record<ProcessingState, string> = {
  uploaded: "Uploaded",
  classified: "Classified",
  extracted: "Extracted",
  failed: "Failed",
};

export function StateBadge({ state }: { state: ProcessingState }) {
  return (
    <Badge tone={TONE[state]} testId="doc-state">
      {LABEL[state]}
    </Badge>
  );
}
