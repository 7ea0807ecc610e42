import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { PlanCheckResponse } from "@/lib/shared/work-api";
import type { planCheckInputSchema } from "@/lib/validations/work";

// Asks POST /api/containers/plan-check before a pickup is planned (a box, a batch, a calendar drag). A plan that
// costs nothing goes ahead at once; one that may (after the LFD, on a closed day, while a hold blocks) waits for
// the dispatcher's word. A check that cannot be made is said, and the dispatcher may still go on.

export type PlanCheckRequest = z.input<typeof planCheckInputSchema>;

export type PlanQuestion =
  | { kind: "risky"; check: PlanCheckResponse; proceed: () => void }
  | { kind: "unchecked"; error: string; proceed: () => void };

export function usePlanGuard() {
  const [question, setQuestion] = useState<PlanQuestion | null>(null);
  const check = useMutation({
    mutationFn: (input: PlanCheckRequest) =>
      fetchJson<PlanCheckResponse>("/api/containers/plan-check", { method: "POST", body: input }),
  });
  const guard = (input: PlanCheckRequest, proceed: () => void) =>
    check.mutate(input, {
      onSuccess: (result) =>
        result.risky.length === 0 ? proceed() : setQuestion({ kind: "risky", check: result, proceed }),
      onError: (error) => setQuestion({ kind: "unchecked", error: error.message, proceed }),
    });
  return {
    guard,
    checking: check.isPending,
    question,
    answer: (goOn: boolean) => {
      const asked = question;
      setQuestion(null);
      if (goOn) asked?.proceed();
    },
  };
}
