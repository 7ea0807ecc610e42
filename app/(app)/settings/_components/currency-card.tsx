"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useSaveWorkspaceCurrency } from "@/lib/queries/tariffs-queries";
import { workspaceCurrencyInputSchema } from "@/lib/validations/workspace-currency-input";

// The workspace's currency (lib/domain/money-sort.ts): money is never added or compared across currencies, so a
// sort by money puts this currency's amounts first and each other currency's after them, apart.
export function CurrencyCard({ initial }: { initial: string }) {
  const [currency, setCurrency] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWorkspaceCurrency();
  return (
    <Card>
      <CardHeader
        title="Workspace currency"
        description="Sorting by money compares amounts in this currency first; amounts in other currencies follow, each on its own. Nothing is converted or added across currencies."
      />
      <CardBody>
        <form
          className="flex items-end gap-3"
          aria-label="Workspace currency"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = workspaceCurrencyInputSchema.safeParse({ currency });
            setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the currency code"));
            if (parsed.success) save.mutate(parsed.data.currency);
          }}
        >
          <Field id="workspace-currency" label="Currency code" error={problem}>
            <Input
              id="workspace-currency"
              className="w-24"
              value={currency}
              maxLength={3}
              aria-invalid={Boolean(problem) || undefined}
              onChange={(event) => setCurrency(event.target.value.toUpperCase())}
            />
          </Field>
          <Button type="submit" busy={save.isPending}>
            Save currency
          </Button>
        </form>
        {save.isError ? (
          <Alert tone="error" className="mt-3">
            Could not save the currency: {save.error.message}. Try again.
          </Alert>
        ) : save.isSuccess ? (
          <p className="mt-2 text-xs text-muted" role="status">
            Saved: the board sorts money in {save.data.currency} first.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
