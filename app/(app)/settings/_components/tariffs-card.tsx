"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import type { TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, type TariffInput } from "@/lib/validations/tariffs";

import { TariffFormButtons, TariffRowActions, TierField } from "./tariff-form-parts";
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
    <Card>
      <CardHeader
        title="Demurrage tariffs"
        description="Estimates money at risk on the board and cost exposure in Reports. A terminal's tariff wins over a line's."
        actions={
          <Button size="sm" variant="secondary" onClick={() => edit(null, BLANK)}>
            Add tariff
          </Button>
        }
      />
      <CardBody className="space-y-3">
        {tariffs.length === 0 ? (
          <p className="text-sm text-muted">No tariffs yet: exposure cannot be estimated until you add one.</p>
        ) : null}
        <ul className="divide-y divide-border">
          {tariffs.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="tariff-row">
              <span>
                <strong>{t.name}</strong>{" "}
                <span className="text-muted">
                  · {t.scope} {t.scopeKey} · {t.currency} · {t.freeDays} free days ·{" "}
                  {tiersText(t.tiers).replace(/\n/g, ", ")}
                </span>
              </span>
              <TariffRowActions
                name={t.name}
                busy={busy}
                onEdit={() =>
                  edit(t.id, {
                    scope: t.scope,
                    scopeKey: t.scopeKey,
                    name: t.name,
                    currency: t.currency,
                    freeDays: t.freeDays,
                    tiers: t.tiers,
                  })
                }
                onDelete={() => void remove(t.id)}
              />
            </li>
          ))}
        </ul>
        {editing ? (
          <form
            className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            aria-label="Tariff"
          >
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
            <Field id="tariff-currency" label="Currency">
              <Input
                id="tariff-currency"
                value={editing.draft.currency}
                maxLength={3}
                onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
              />
            </Field>
            <Field id="tariff-free" label="Free days">
              <Input
                id="tariff-free"
                type="number"
                min={0}
                max={60}
                value={editing.draft.freeDays}
                onChange={(e) => set({ freeDays: Number(e.target.value) })}
              />
            </Field>
            <TierField
              id="tariff-tiers"
              hint="One per line; day 1 is the day after the LFD; leave 'to' empty for open-ended."
              value={editing.tiers}
              onChange={setTiers}
            />
            <TariffFormButtons label="Save tariff" busy={busy} onCancel={cancel} />
          </form>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </CardBody>
    </Card>
  );
}
