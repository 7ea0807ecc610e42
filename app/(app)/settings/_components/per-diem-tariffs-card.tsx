"use client";

import { CodePicker } from "@/components/tariffs/code-picker";
import { EffectiveFromField } from "@/components/tariffs/effective-from-field";
import { EquipmentSizeField } from "@/components/tariffs/equipment-size-field";
import { tierSummary } from "@/components/tariffs/tier-summary";
import { TierTable } from "@/components/tariffs/tier-table";
import { VersionHistory } from "@/components/tariffs/version-history";
import { Field, Input, Select } from "@/components/ui/field";
import { versionPeriodText } from "@/lib/shared/format/estimate";
import type { PerDiemTariffView, TariffPickOptions } from "@/lib/shared/settings-api";
import { perDiemTariffInputSchema, type PerDiemTariffInput } from "@/lib/validations/per-diem-tariffs";

import { TariffCardShell } from "./tariff-card-shell";
import { CurrencyAndFreeDays, TariffFormButtons } from "./tariff-form-parts";
import { useTariffList } from "./use-tariff-list";

// Admins keep per-diem (detention) tariffs here, beside the demurrage ones: a box that is out gets its
// return-by date from its line's free days, and its per-diem money at risk from the rates. Saving new rates
// adds a version from a date; each row's History lists them.
const BLANK: PerDiemTariffInput = {
  lineScac: "",
  equipmentLength: null,
  name: "",
  currency: "USD",
  freeDays: 4,
  dayKind: "calendar",
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }],
};

const sizeLabel = (length: number | null) => (length === null ? "every size" : `${length}′`);
const rates = (t: Pick<PerDiemTariffView, "freeDays" | "dayKind" | "tiers" | "currency">) =>
  `${t.freeDays} ${t.dayKind === "working" ? "working" : "calendar"} days free · ${tierSummary(t.tiers, t.currency)}`;

function byLineAndSize(a: PerDiemTariffView, b: PerDiemTariffView): number {
  return a.lineScac.localeCompare(b.lineScac) || (a.equipmentLength ?? 0) - (b.equipmentLength ?? 0);
}

export function PerDiemTariffsCard({ initial, options }: { initial: PerDiemTariffView[]; options: TariffPickOptions }) {
  const {
    tariffs,
    editing,
    problems,
    busy,
    save,
    remove,
    edit: open,
    set,
    setTiers,
    cancel,
  } = useTariffList<PerDiemTariffInput, PerDiemTariffView>({
    initial,
    schema: perDiemTariffInputSchema,
    endpoint: "/api/tariffs/per-diem",
    order: byLineAndSize,
  });
  const edit = (t: PerDiemTariffView) =>
    open(t.id, {
      lineScac: t.lineScac,
      equipmentLength: t.equipmentLength,
      name: t.name,
      currency: t.currency,
      freeDays: t.freeDays,
      dayKind: t.dayKind,
      tiers: t.tiers,
    });
  // A saved tariff being edited: its line and size are the tariff itself.
  const saved = editing?.id != null;
  return (
    <TariffCardShell
      title="Per-diem tariffs"
      description="A box that is out must be back by its full-out date plus the line's free days (return by); after that the line charges these rates. A size's own tariff wins over the line's tariff for every size. Public holidays are not modelled."
      addLabel="Add per-diem tariff"
      onAdd={() => open(null, BLANK)}
      emptyText="No per-diem tariffs yet: boxes that are out show no return-by date until you add one."
      rowTestId="per-diem-tariff-row"
      rows={tariffs.map((t) => ({
        id: t.id,
        name: t.name,
        summary: `· ${options.lines.find((line) => line.value === t.lineScac)?.label ?? t.lineScac} · ${sizeLabel(t.equipmentLength)} · ${rates(t)} · v${t.version} ${versionPeriodText(t)}`,
        history: <VersionHistory<PerDiemTariffView> endpoint="/api/tariffs/per-diem" id={t.id} describe={rates} />,
        onEdit: () => edit(t),
        onDelete: () => void remove(t.id),
      }))}
      busy={busy}
      formLabel="Per-diem tariff"
      onSubmit={() => void save()}
      error={problems.other}
      fields={
        editing ? (
          <>
            <Field id="per-diem-name" label="Name" error={problems.fields.name}>
              <Input
                id="per-diem-name"
                value={editing.draft.name}
                aria-invalid={Boolean(problems.fields.name) || undefined}
                onChange={(e) => set({ name: e.target.value })}
              />
            </Field>
            <CodePicker
              id="per-diem-line"
              label="Shipping line"
              options={options.lines}
              value={editing.draft.lineScac}
              onChange={(lineScac) => set({ lineScac })}
              error={problems.fields.lineScac}
              disabled={saved}
              emptyHint="No lines are known yet: type the line's SCAC, such as MAEU."
            />
            <EquipmentSizeField
              id="per-diem-size"
              value={editing.draft.equipmentLength}
              disabled={saved}
              onChange={(equipmentLength) => set({ equipmentLength })}
            />
            <EffectiveFromField
              id="per-diem-from"
              value={editing.draft.effectiveFrom}
              editing={saved}
              error={problems.fields.effectiveFrom}
              onChange={(effectiveFrom) => set({ effectiveFrom })}
            />
            <CurrencyAndFreeDays
              idPrefix="per-diem"
              currency={editing.draft.currency}
              freeDays={editing.draft.freeDays}
              problems={problems.fields}
              onChange={set}
            />
            <Field id="per-diem-kind" label="Free days count">
              <Select
                id="per-diem-kind"
                value={editing.draft.dayKind}
                onChange={(e) => set({ dayKind: e.target.value === "working" ? "working" : "calendar" })}
              >
                <option value="calendar">Calendar days</option>
                <option value="working">Working days (Mon–Fri)</option>
              </Select>
            </Field>
            <TierTable
              id="per-diem-tiers"
              caption="Day 1 is the day after return-by."
              currency={editing.draft.currency}
              rows={editing.tiers}
              problem={problems.tiers}
              onChange={setTiers}
            />
            <TariffFormButtons label="Save per-diem tariff" busy={busy} onCancel={cancel} />
          </>
        ) : null
      }
    />
  );
}
