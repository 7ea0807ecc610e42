import { Badge } from "@/components/ui/badge";
import type { DayCode, Verdict } from "@/lib/shared/invoice-api";

import { DAY_CODE_WORDS, VERDICT_WORDS } from "./invoice-words";

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const words = VERDICT_WORDS[verdict];
  return (
    <Badge tone={words.tone} testId="invoice-verdict">
      {words.label}
    </Badge>
  );
}

export function DayCodeBadge({ code }: { code: DayCode }) {
  const words = DAY_CODE_WORDS[code];
  return (
    <Badge tone={words.tone} testId="day-code">
      {words.label}
    </Badge>
  );
}
