"use client";

import { useState } from "react";
import type { z } from "zod";

import { useDeleteTariff, useSaveTariff, type TariffEndpoint } from "@/lib/queries/tariffs-queries";

import { parseTiers, tiersText, type TierValue } from "./tier-text";

// The list and editor state the demurrage and per-diem tariff cards share: one draft at a time, its tiers
// typed as text, saved (POST or PUT) and deleted through the card's endpoint, the list kept in the card's order.

type Editing<Input> = { id: string | null; draft: Input; tiers: string };

export type TariffListOptions<Input, View> = {
  initial: View[];
  schema: z.ZodType<Input>;
  /** One tariff is `${endpoint}/${id}`. */
  endpoint: TariffEndpoint;
  order: (a: View, b: View) => number;
};

export function useTariffList<Input extends { tiers: TierValue[] }, View extends { id: string }>({
  initial,
  schema,
  endpoint,
  order,
}: TariffListOptions<Input, View>) {
  const [tariffs, setTariffs] = useState(initial);
  const [editing, setEditing] = useState<Editing<Input> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saveTariff = useSaveTariff<Input, View>(endpoint);
  const deleteTariff = useDeleteTariff(endpoint);
  const busy = saveTariff.isPending || deleteTariff.isPending;

  async function save() {
    if (!editing) return;
    const tiers = parseTiers(editing.tiers);
    const parsed = schema.safeParse({ ...editing.draft, tiers: tiers ?? [] });
    if (!tiers || !parsed.success) {
      setError(
        tiers
          ? (parsed.error?.issues[0]?.message ?? "Check the tariff.")
          : 'Write each tier as "from-to:amount", e.g. 1-4:150, or 5-:300 for open-ended.',
      );
      return;
    }
    setError(null);
    try {
      const saved = await saveTariff.mutateAsync({ id: editing.id, input: parsed.data });
      setTariffs((list) => [...list.filter((t) => t.id !== saved.id), saved].sort(order));
      setEditing(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not save the tariff. Try again.");
    }
  }

  async function remove(id: string) {
    try {
      await deleteTariff.mutateAsync(id);
      setTariffs((list) => list.filter((t) => t.id !== id));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not delete the tariff.");
    }
  }

  return {
    tariffs,
    editing,
    error,
    busy,
    save,
    remove,
    /** Opens the editor on a draft: a blank one (id null) or a stored tariff's fields. */
    edit: (id: string | null, draft: Input) => setEditing({ id, draft, tiers: tiersText(draft.tiers) }),
    set: (patch: Partial<Input>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)),
    setTiers: (tiers: string) => setEditing((e) => (e ? { ...e, tiers } : e)),
    cancel: () => {
      setEditing(null);
      setError(null);
    },
  };
}
