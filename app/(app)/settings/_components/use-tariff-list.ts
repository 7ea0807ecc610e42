"use client";

import { useState } from "react";
import type { z } from "zod";

import {
  rowsOfTiers,
  tierProblemOf,
  tiersOfRows,
  type TierProblem,
  type TierRow,
} from "@/components/tariffs/tier-rows";
import type { TariffTier } from "@/lib/domain/tariff";
import { useDeleteTariff, useSaveTariff, type TariffEndpoint } from "@/lib/queries/tariffs-queries";

// The list and editor state the demurrage and per-diem tariff cards share: one draft at a time, its tiers
// edited as table rows, saved (POST or PUT) and deleted through the card's endpoint, the list kept in the
// card's order. A problem is shown beside the field it is about (the tier's cell for a tier), not at the bottom.

type Editing<Input> = { id: string | null; draft: Input; tiers: TierRow[] };
export type TiersProblem = TierProblem | { row: null; message: string } | null;

export type TariffListOptions<Input, View> = {
  initial: View[];
  schema: z.ZodType<Input>;
  /** One tariff is `${endpoint}/${id}`. */
  endpoint: TariffEndpoint;
  order: (a: View, b: View) => number;
};

type Problems = { fields: Partial<Record<string, string>>; tiers: TiersProblem; other: string | null };
const NONE: Problems = { fields: {}, tiers: null, other: null };

function problemsOf(issues: readonly z.core.$ZodIssue[]): Problems {
  const problems: Problems = { fields: {}, tiers: null, other: null };
  for (const issue of issues) {
    const tier = tierProblemOf(issue.path, issue.message);
    const key = issue.path[0];
    if (tier) problems.tiers ??= tier;
    else if (key === "tiers") problems.tiers ??= { row: null, message: issue.message };
    else if (typeof key === "string") problems.fields[key] ??= issue.message;
    else problems.other ??= issue.message;
  }
  return problems;
}

export function useTariffList<Input extends { tiers: TariffTier[] }, View extends { id: string }>({
  initial,
  schema,
  endpoint,
  order,
}: TariffListOptions<Input, View>) {
  const [tariffs, setTariffs] = useState(initial);
  const [editing, setEditing] = useState<Editing<Input> | null>(null);
  const [problems, setProblems] = useState<Problems>(NONE);
  const saveTariff = useSaveTariff<Input, View>(endpoint);
  const deleteTariff = useDeleteTariff(endpoint);
  const busy = saveTariff.isPending || deleteTariff.isPending;

  async function save() {
    if (!editing) return;
    const typed = tiersOfRows(editing.tiers);
    if ("problem" in typed) {
      setProblems({ ...NONE, tiers: typed.problem });
      return;
    }
    const parsed = schema.safeParse({ ...editing.draft, tiers: typed.tiers });
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems(NONE);
    try {
      const saved = await saveTariff.mutateAsync({ id: editing.id, input: parsed.data });
      setTariffs((list) => [...list.filter((t) => t.id !== saved.id), saved].sort(order));
      setEditing(null);
    } catch (caught) {
      setProblems({
        ...NONE,
        other: caught instanceof Error ? caught.message : "Could not save the tariff. Try again.",
      });
    }
  }

  async function remove(id: string) {
    try {
      await deleteTariff.mutateAsync(id);
      setTariffs((list) => list.filter((t) => t.id !== id));
    } catch (caught) {
      setProblems({ ...NONE, other: caught instanceof Error ? caught.message : "Could not delete the tariff." });
    }
  }

  return {
    tariffs,
    editing,
    /** A problem per field (by the input's key), one for the tiers, and one that belongs to no field. */
    problems,
    busy,
    save,
    remove,
    /** Opens the editor on a draft: a blank one (id null) or a stored tariff's fields. */
    edit: (id: string | null, draft: Input) => {
      setProblems(NONE);
      setEditing({ id, draft, tiers: rowsOfTiers(draft.tiers) });
    },
    set: (patch: Partial<Input>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)),
    setTiers: (tiers: TierRow[]) => setEditing((e) => (e ? { ...e, tiers } : e)),
    cancel: () => {
      setEditing(null);
      setProblems(NONE);
    },
  };
}
