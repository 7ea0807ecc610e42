"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { fetchJson } from "@/lib/shared/fetch-json";
import { tariffInputSchema, type TariffInput, type TariffView } from "@/lib/validations/tariffs";

import { parseTiers, tiersText } from "./tier-text";

// Admins keep demurrage tariffs here; reports use them for the "cost exposure (estimate)" chart and the board
// for each box's money at risk per day (an estimate, beside the posted fees).
const BLANK: TariffInput = { scope: "terminal", scopeKey: "", name: "", currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 100 }] };

export function TariffsCard({ initial }: { initial: TariffView[] }) {
  const [tariffs, setTariffs] = useState(initial);
  const [editing, setEditing] = useState<{ id: string | null; draft: TariffInput; tiers: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!editing) return;
    const tiers = parseTiers(editing.tiers);
    const parsed = tariffInputSchema.safeParse({ ...editing.draft, tiers: tiers ?? [] });
    if (!tiers || !parsed.success) {
      setError(tiers ? (parsed.error?.issues[0]?.message ?? "Check the tariff.") : 'Write each tier as "from-to:amount", e.g. 1-4:150, or 5-:300 for open-ended.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = editing.id
        ? await fetchJson<TariffView>(`/api/tariffs/${editing.id}`, { method: "PUT", body: parsed.data })
        : await fetchJson<TariffView>("/api/tariffs", { method: "POST", body: parsed.data });
      setTariffs((list) => [...list.filter((t) => t.id !== saved.id), saved].sort((a, b) => a.scope.localeCompare(b.scope) || a.scopeKey.localeCompare(b.scopeKey)));
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
      await fetchJson(`/api/tariffs/${id}`, { method: "DELETE" });
      setTariffs((list) => list.filter((t) => t.id !== id));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not delete the tariff.");
    } finally {
      setBusy(false);
    }
  }

  const set = (patch: Partial<TariffInput>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
  return (
    <Card>
      <CardHeader title="Demurrage tariffs" description="Estimates money at risk on the board and cost exposure in Reports. A terminal's tariff wins over a line's." actions={<Button size="sm" variant="secondary" onClick={() => setEditing({ id: null, draft: BLANK, tiers: tiersText(BLANK.tiers) })}>Add tariff</Button>} />
      <CardBody className="space-y-3">
        {tariffs.length === 0 ? <p className="text-sm text-muted">No tariffs yet: exposure cannot be estimated until you add one.</p> : null}
        <ul className="divide-y divide-border">
          {tariffs.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="tariff-row">
              <span>
                <strong>{t.name}</strong> <span className="text-muted">· {t.scope} {t.scopeKey} · {t.currency} · {t.freeDays} free days · {tiersText(t.tiers).replace(/\n/g, ", ")}</span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing({ id: t.id, draft: { scope: t.scope, scopeKey: t.scopeKey, name: t.name, currency: t.currency, freeDays: t.freeDays, tiers: t.tiers }, tiers: tiersText(t.tiers) })} aria-label={`Edit ${t.name}`}>Edit</Button>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove(t.id)} aria-label={`Delete ${t.name}`}>Delete</Button>
              </span>
            </li>
          ))}
        </ul>
        {editing ? (
          <form className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label="Tariff">
            <Field id="tariff-name" label="Name"><Input id="tariff-name" value={editing.draft.name} onChange={(e) => set({ name: e.target.value })} /></Field>
            <Field id="tariff-scope" label="Applies to">
              <Select id="tariff-scope" value={editing.draft.scope} onChange={(e) => set({ scope: e.target.value === "line" ? "line" : "terminal" })}>
                <option value="terminal">Terminal</option>
                <option value="line">Shipping line</option>
              </Select>
            </Field>
            <Field id="tariff-key" label={editing.draft.scope === "line" ? "Line SCAC" : "Terminal FIRMS code"}><Input id="tariff-key" value={editing.draft.scopeKey} onChange={(e) => set({ scopeKey: e.target.value.toUpperCase() })} /></Field>
            <Field id="tariff-currency" label="Currency"><Input id="tariff-currency" value={editing.draft.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} /></Field>
            <Field id="tariff-free" label="Free days"><Input id="tariff-free" type="number" min={0} max={60} value={editing.draft.freeDays} onChange={(e) => set({ freeDays: Number(e.target.value) })} /></Field>
            <Field id="tariff-tiers" label="Tiers (from-to:amount per day)" hint="One per line; day 1 is the day after the LFD; leave 'to' empty for open-ended.">
              <textarea id="tariff-tiers" rows={3} className="block w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm" value={editing.tiers} onChange={(e) => setEditing({ ...editing, tiers: e.target.value })} />
            </Field>
            <div className="flex gap-2 sm:col-span-3">
              <Button type="submit" busy={busy}>Save tariff</Button>
              <Button variant="ghost" onClick={() => { setEditing(null); setError(null); }}>Cancel</Button>
            </div>
          </form>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </CardBody>
    </Card>
  );
}
