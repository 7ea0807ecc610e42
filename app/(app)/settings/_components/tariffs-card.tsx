"use client";

import { Field, Input, Select } from "@/components/ui/field";
import type { TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, type TariffInput } from "@/lib/validations/tariffs";

import { TariffCardShell } from "./tariff-card-shell";
import { CurrencyAndFreeDays, TariffFormButtons, TierField } from "./tariff-form-parts";
import { tiersText } from "./tier-text";
import { useTariffList } from "./use-tariff-list";

// Admins keep demurrage tariffs here; reports use them for the "cost exposure (estimate)" chart and the board
// for each box's money at risk per day (an estimate, beside the posted fees).
const BLANK: TariffInput = {
  scope: "terminal",
  scopeKey: "",
  name: "",
  currency: "USD",
  freeDays: 4,
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 100 }],
};

export function TariffsCard({ initial }: { initial: TariffView[] }) {
  const { tariffs, editing, error, busy, save, remove, edit, set, setTiers, cancel } = useTariffList<
    TariffInput,
    TariffView
  >({
    initial,
    schema: tariffInputSchema,
    endpoint: "/api/tariffs",
    order: (a, b) => a.scope.localeCompare(b.scope) || a.scopeKey.localeCompare(b.scopeKey),
  });
  return (
    <TariffCardShell
      title="Demurrage tariffs"
      description="Estimates money at risk on the board and cost exposure in Reports. A terminal's tariff wins over a line's."
      addLabel="Add tariff"
      onAdd={() => edit(null, BLANK)}
      emptyText="No tariffs yet: exposure cannot be estimated until you add one."
      rowTestId="tariff-row"
      rows={tariffs.map((t) => ({
        id: t.id,
        name: t.name,
        summary: `· ${t.scope} ${t.scopeKey} · ${t.currency} · ${t.freeDays} free days · ${tiersText(t.tiers).replace(/\n/g, ", ")}`,
        onEdit: () =>
          edit(t.id, {
            scope: t.scope,
            scopeKey: t.scopeKey,
            name: t.name,
            currency: t.currency,
            freeDays: t.freeDays,
            tiers: t.tiers,
          }),
        onDelete: () => void remove(t.id),
      }))}
      busy={busy}
      formLabel="Tariff"
      onSubmit={() => void save()}
      error={error}
      fields={
        editing ? (
          <>
            <Field id="tariff-name" label="Name">
              <Input id="tariff-name" value={editing.draft.name} onChange={(e) => set({ name: e.target.value })} />
            </Field>
            <Field id="tariff-scope" label="Applies to">
              <Select
                id="tariff-scope"
                value={editing.draft.scope}
                onChange={(e) => set({ scope: e.target.value === "line" ? "line" : "terminal" })}
              >
                <option value="terminal">Terminal</option>
                <option value="line">Shipping line</option>
              </Select>
            </Field>
            <Field id="tariff-key" label={editing.draft.scope === "line" ? "Line SCAC" : "Terminal FIRMS code"}>
              <Input
                id="tariff-key"
                value={editing.draft.scopeKey}
                onChange={(e) => set({ scopeKey: e.target.value.toUpperCase() })}
              />
            </Field>
            <CurrencyAndFreeDays
              idPrefix="tariff"
              currency={editing.draft.currency}
              freeDays={editing.draft.freeDays}
              onChange={set}
            />
            <TierField
              id="tariff-tiers"
              hint="One per line; day 1 is the day after the LFD; leave 'to' empty for open-ended."
              value={editing.tiers}
              onChange={setTiers}
            />
            <TariffFormButtons label="Save tariff" busy={busy} onCancel={cancel} />
          </>
        ) : null
      }
    />
  );
}
