"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LFD_RULES, type LfdRule } from "@/lib/domain/lfd";
import { useSaveSettings } from "@/lib/queries/settings-queries";
import type { SettingsView } from "@/lib/shared/settings-api";

// Worded per rule; the rules and their order are the domain's list (LFD_RULES).
const WORDING: Record<LfdRule, { label: string; description: string }> = {
  earliest: {
    label: "The earliest of the three sources (default)",
    description:
      "The earliest date starts the charges: urgency follows whichever of line, terminal and rail comes first.",
  },
  service: {
    label: "As the service picks",
    description: "Shipping line first, then terminal, then rail, as the tracking service coalesces it (pickup_lfd).",
  },
};
const OPTIONS = LFD_RULES.map((value) => ({ value, ...WORDING[value] }));

export function LfdRuleForm({ initial }: { initial: SettingsView["lfdRule"] }) {
  const [rule, setRule] = useState(initial);
  const save = useSaveSettings();
  return (
    <Card>
      <CardHeader
        title="Governing last free day"
        description="Which LFD drives urgency on the board and in reports. All three sources stay visible either way."
      />
      <CardBody>
        <fieldset className="space-y-3">
          <legend className="sr-only">Governing LFD rule</legend>
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5"
            >
              <input
                type="radio"
                name="lfdRule"
                value={option.value}
                checked={rule === option.value}
                disabled={save.isPending}
                onChange={() => {
                  setRule(option.value);
                  save.mutate({ lfdRule: option.value });
                }}
                className="mt-0.5 accent-[rgb(var(--accent))]"
              />
              <span>
                <span className="block text-sm font-medium">{option.label}</span>
                <span className="block text-xs text-muted">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {save.isError ? (
          <Alert tone="error" className="mt-3">
            Could not save the rule. Try again.
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}
