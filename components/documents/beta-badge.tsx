import { Badge } from "@/components/ui/badge";

/** The service marks documents and emails as beta: fields may change, so the pages say so. */
export function BetaBadge() {
  return (
    <Badge
      tone="warning"
      testId="beta-badge"
      title="The tracking service's document and email endpoints are in beta: fields may change."
    >
      Beta
    </Badge>
  );
}
