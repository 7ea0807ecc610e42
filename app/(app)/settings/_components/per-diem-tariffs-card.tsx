"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { fetchJson } from "@/lib/shared/fetch-json";
import { EQUIPMENT_LENGTHS, perDiemTariffInputSchema, type PerDiemTariffInput, type PerDiemTariffView } from "@/lib/validations/per-diem-tariffs";

import { parseTiers, tiersText } from "./tier-text";

// Admins keep per-diem (detention) tariffs here, beside the demurrage ones: a box that is out gets its
// return-by date from its line's free days, and its per-diem money at risk from the rates.
const BLANK: PerDiemTariffInput = { lineScac: "", equipmentLength: null, name: "", currency: "USD", freeDays: 4, dayKind: "calendar", tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }] };

const sizeLabel = (length: number | null) => (length === null ? "every size" : `${length}′`);

function byLineAndSize(a: PerDiemTariffView, b: PerDiemTariffView): number {
  return a.lineScac.localeCompare(b.lineScac) || (a.equipmentLength ?? 0) - (b.equipmentLength ?? 0);
}

export function PerDiemTariffsCard({ initial }: { initial: PerDiemTariffView[] }) {
  const [tariffs, setTariffs] = useState(initial);
  const [editing, setEditing] = useState<{ id: string | null; draft: PerDiemTariffInput; tiers: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!editing) return;
    const tiers = parseTiers(editing.tiers);
    const parsed = perDiemTariffInputSchema.safeParse({ ...editing.draft, tiers: tiers ?? [] });
    if (!tiers || !parsed.success) {
      setError(tiers ? (parsed.error?.issues[0]?.message ?? "Check the tariff.") : 'Write each tier as "from-to:amount", e.g. 1-4:150, or 5-:300 for open-ended.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = editing.id
        ? await fetchJson<PerDiemTariffView>(`/api/tariffs/per-diem/${editing.id}`, { method: "PUT", body: parsed.data })
        : await fetchJson<PerDiemTariffView>("/api/tariffs/per-diem", { method: "POST", body: parsed.data });
      setTariffs((list) => [...list.filter((t) => t.id !== saved.id), saved].sort(byLineAndSize));
      setEditing(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not save the tariff. Try again.");
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    setBusy(true);
    try {
      await fetchJson(`/api/tariffs/per-diem/${id}`, { method: "DELETE" });
      setTariffs((list) => list.filter((t) => t.id !== id));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not delete the tariff.");
    } finally {
      setBusy(false);
    }
  }

  const set = (patch: Partial<PerDiemTariffInput>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
  const edit = (t: PerDiemTariffView) =>
    setEditing({ id: t.id, draft: { lineScac: t.lineScac, equipmentLength: t.equipmentLength, name: t.name, currency: t.currency, freeDays: t.freeDays, dayKind: t.dayKind, tiers: t.tiers }, tiers: tiersText(t.tiers) });
  return (
    <Card>
      <CardHeader
        title="Per-diem tariffs"
        description="A box that is out must be back by its full-out date plus the line's free days (return by); after that the line charges these rates. A size's own tariff wins over the line's tariff for every size. Public holidays are not modelled."
        actions={<Button size="sm" variant="secondary" onClick={() => setEditing({ id: null, draft: BLANK, tiers: tiersText(BLANK.tiers) })}>Add per-diem tariff</Button>}
      />
      <CardBody className="space-y-3">
        {tariffs.length === 0 ? <p className="text-sm text-muted">No per-diem tariffs yet: boxes that are out show no return-by date until you add one.</p> : null}
        <ul className="divide-y divide-border">
          {tariffs.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="per-diem-tariff-row">
              <span>
                <strong>{t.name}</strong>{" "}
                <span className="text-muted">
                  · {t.lineScac} · {sizeLabel(t.equipmentLength)} · {t.currency} · {t.freeDays} {t.dayKind === "working" ? "working" : "calendar"} days free · {tiersText(t.tiers).replace(/\n/g, ", ")}
                </span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => edit(t)} aria-label={`Edit ${t.name}`}>Edit</Button>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove(t.id)} aria-label={`Delete ${t.name}`}>Delete</Button>
              </span>
            </li>
          ))}
        </ul>
        {editing ? (
          <form className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label="Per-diem tariff">
            <Field id="per-diem-name" label="Name"><Input id="per-diem-name" value={editing.draft.name} onChange={(e) => set({ name: e.target.value })} /></Field>
            <Field id="per-diem-line" label="Line SCAC"><Input id="per-diem-line" value={editing.draft.lineScac} onChange={(e) => set({ lineScac: e.target.value.toUpperCase() })} /></Field>
            <Field id="per-diem-size" label="Size">
              <Select id="per-diem-size" value={editing.draft.equipmentLength === null ? "" : String(editing.draft.equipmentLength)} onChange={(e) => set({ equipmentLength: EQUIPMENT_LENGTHS.find((length) => String(length) === e.target.value) ?? null })}>
                <option value="">Every size</option>
                {EQUIPMENT_LENGTHS.map((length) => <option key={length} value={length}>{length}′</option>)}
              </Select>
            </Field>
            <Field id="per-diem-currency" label="Currency"><Input id="per-diem-currency" value={editing.draft.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} /></Field>
            <Field id="per-diem-free" label="Free days"><Input id="per-diem-free" type="number" min={0} max={60} value={editing.draft.freeDays} onChange={(e) => set({ freeDays: Number(e.target.value) })} /></Field>
            <Field id="per-diem-kind" label="Free days count">
              <Select id="per-diem-kind" value={editing.draft.dayKind} onChange={(e) => set({ dayKind: e.target.value === "working" ? "working" : "calendar" })}>
                <option value="calendar">Calendar days</option>
                <option value="working">Working days (Mon–Fri)</option>
              </Select>
            </Field>
            <Field id="per-diem-tiers" label="Tiers (from-to:amount per day)" hint="One per line; day 1 is the day after return-by; leave 'to' empty for open-ended.">
              <textarea id="per-diem-tiers" rows={3} className="block w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm" value={editing.tiers} onChange={(e) => setEditing({ ...editing, tiers: e.target.value })} />
            </Field>
            <div className="flex gap-2 sm:col-span-3">
              <Button type="submit" busy={busy}>Save per-diem tariff</Button>
              <Button variant="ghost" onClick={() => { setEditing(null); setError(null); }}>Cancel</Button>
            </div>
          </form>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </CardBody>
    </Card>
  );
}
