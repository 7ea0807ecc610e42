"use client";

import { CodePicker } from "@/components/tariffs/code-picker";
import { EffectiveFromField } from "@/components/tariffs/effective-from-field";
import { EquipmentSizeField } from "@/components/tariffs/equipment-size-field";
import { tierSummary } from "@/components/tariffs/tier-summary";
import { TierTable } from "@/components/tariffs/tier-table";
import { VersionHistory } from "@/components/tariffs/version-history";
import { Field, Input, Select } from "@/components/ui/field";
import { EQUIPMENT_LENGTHS } from "@/lib/domain/per-diem";
import { versionPeriodText } from "@/lib/shared/format/estimate";
import type { TariffPickOptions, TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, type TariffInput } from "@/lib/validations/tariffs";

import { TariffCardShell } from "./tariff-card-shell";
import { CurrencyAndFreeDays, TariffFormButtons } from "./tariff-form-parts";
import { useTariffList } from "./use-tariff-list";

// Admins keep demurrage tariffs here; reports use them for the "cost exposure (estimate)" chart and the board
// for each box's money at risk per day (an estimate, beside the posted fees). Saving new rates adds a version
// from a date (lib/domain/tariff-version.ts); each row's History lists them.
const BLANK: TariffInput = {
  scope: "terminal",
  scopeKey: "",
  name: "",
  currency: "USD",
  freeDays: 4,
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 100 }],
  equipmentLength: null,
};

const sizeLabel = (length: number | null) => (length === null ? "every size" : `${length}′`);
const rates = (t: Pick<TariffView, "freeDays" | "tiers" | "currency">) =>
  `${t.freeDays} free days · ${tierSummary(t.tiers, t.currency)}`;

export function TariffsCard({ initial, options }: { initial: TariffView[]; options: TariffPickOptions }) {
  const { tariffs, editing, problems, busy, save, remove, edit, set, setTiers, cancel } = useTariffList<
    TariffInput,
    TariffView
  >({
    initial,
    schema: tariffInputSchema,
    endpoint: "/api/tariffs",
    order: (a, b) =>
      a.scope.localeCompare(b.scope) ||
      a.scopeKey.localeCompare(b.scopeKey) ||
      (a.equipmentLength ?? 0) - (b.equipmentLength ?? 0),
  });
  // A saved tariff being edited: its terminal or line and size are the tariff itself.
  const saved = editing?.id != null;
  return (
    <TariffCardShell
      title="Demurrage tariffs"
      description="Estimates money at risk on the board and cost exposure in Reports. A terminal's tariff wins over a line's, and a size's own over one for every size."
      addLabel="Add tariff"
      onAdd={() => edit(null, BLANK)}
      emptyText="No tariffs yet: exposure cannot be estimated until you add one."
      rowTestId="tariff-row"
      rows={tariffs.map((t) => ({
        id: t.id,
        name: t.name,
        summary: `· ${scopeLabel(t.scope, t.scopeKey, options)} · ${sizeLabel(t.equipmentLength)} · ${rates(t)} · v${t.version} ${versionPeriodText(t)}`,
        history: <VersionHistory<TariffView> endpoint="/api/tariffs" id={t.id} describe={rates} />,
        onEdit: () =>
          edit(t.id, {
            scope: t.scope,
            scopeKey: t.scopeKey,
            equipmentLength: EQUIPMENT_LENGTHS.find((length) => length === t.equipmentLength) ?? null,
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
      error={problems.other}
      fields={
        editing ? (
          <>
            {saved ? (
              <p className="text-xs text-muted sm:col-span-3">
                New rates make a new version; the terminal or line and the size stay (another one is a new tariff).
              </p>
            ) : null}
            <Field id="tariff-name" label="Name" error={problems.fields.name}>
              <Input
                id="tariff-name"
                value={editing.draft.name}
                aria-invalid={Boolean(problems.fields.name) || undefined}
                onChange={(e) => set({ name: e.target.value })}
              />
            </Field>
            <Field id="tariff-scope" label="Applies to">
              <Select
                id="tariff-scope"
                disabled={saved}
                value={editing.draft.scope}
                onChange={(e) => set({ scope: e.target.value === "line" ? "line" : "terminal", scopeKey: "" })}
              >
                <option value="terminal">Terminal</option>
                <option value="line">Shipping line</option>
              </Select>
            </Field>
            <CodePicker
              id="tariff-key"
              label={editing.draft.scope === "line" ? "Shipping line" : "Terminal"}
              options={editing.draft.scope === "line" ? options.lines : options.terminals}
              value={editing.draft.scopeKey}
              onChange={(scopeKey) => set({ scopeKey })}
              error={problems.fields.scopeKey}
              disabled={saved}
              emptyHint={
                editing.draft.scope === "line"
                  ? "No lines are known yet: type the line's SCAC, such as MAEU."
                  : "No terminals are known yet: type the terminal's FIRMS code."
              }
            />
            <EquipmentSizeField
              id="tariff-size"
              value={editing.draft.equipmentLength}
              disabled={saved}
              error={problems.fields.equipmentLength}
              onChange={(equipmentLength) => set({ equipmentLength })}
            />
            <EffectiveFromField
              id="tariff-from"
              value={editing.draft.effectiveFrom}
              editing={saved}
              error={problems.fields.effectiveFrom}
              onChange={(effectiveFrom) => set({ effectiveFrom })}
            />
            <CurrencyAndFreeDays
              idPrefix="tariff"
              currency={editing.draft.currency}
              freeDays={editing.draft.freeDays}
              problems={problems.fields}
              onChange={set}
            />
            <TierTable
              id="tariff-tiers"
              caption="Day 1 is the day after the LFD."
              currency={editing.draft.currency}
              rows={editing.tiers}
              problem={problems.tiers}
              onChange={setTiers}
            />
            <TariffFormButtons label="Save tariff" busy={busy} onCancel={cancel} />
          </>
        ) : null
      }
    />
  );
}

/** "Terminal Pier 400 (Y258)" or "Line Maersk (MAEU)": the picker's own words for a stored code. */
function scopeLabel(scope: TariffView["scope"], key: string, options: TariffPickOptions): string {
  const list = scope === "line" ? options.lines : options.terminals;
  return `${scope === "line" ? "Line" : "Terminal"} ${list.find((option) => option.value === key)?.label ?? key}`;
}
