"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";

import { addTierRow, editTierRow, removeTierRow, type TierField, type TierProblem, type TierRow } from "./tier-rows";

// A tariff's rate ladder as a small table: one row per tier (first day, last day or empty for every day after,
// amount per day), rows added after the last and removed one by one. The problem found on saving is shown on
// its own cell and under the table, so an admin sees which tier to fix.

const COLUMNS: { field: TierField; label: string; placeholder?: string; inputMode: "numeric" | "decimal" }[] = [
  { field: "fromDay", label: "From day", inputMode: "numeric" },
  { field: "toDay", label: "To day", placeholder: "every day after", inputMode: "numeric" },
  { field: "amountPerDay", label: "Per day", inputMode: "decimal" },
];

export function TierTable({
  id,
  caption,
  currency,
  rows,
  problem,
  onChange,
}: {
  id: string;
  /** What day 1 is, e.g. "Day 1 is the day after the LFD." */
  caption: string;
  currency: string;
  rows: TierRow[];
  problem: TierProblem | { row: null; message: string } | null;
  onChange: (rows: TierRow[]) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2 sm:col-span-3" aria-describedby={problem ? errorId : `${id}-caption`}>
      <legend className="text-sm font-medium text-ink">Tiers</legend>
      <p id={`${id}-caption`} className="text-xs text-muted">
        {caption} Amounts are in {currency || "the tariff's currency"}; leave the last tier&apos;s &ldquo;to day&rdquo;
        empty for every day after.
      </p>
      <table className="w-full max-w-lg text-sm" id={id}>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="w-12 py-1 font-medium">
              Tier
            </th>
            {COLUMNS.map((column) => (
              <th key={column.field} scope="col" className="py-1 pr-2 font-medium">
                {column.field === "amountPerDay" ? `${column.label} (${currency || "—"})` : column.label}
              </th>
            ))}
            <th scope="col" className="py-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} data-testid="tier-row">
              <td className="py-1 tabular-nums text-muted">{index + 1}</td>
              {COLUMNS.map((column) => {
                const invalid = problem?.row === index && "field" in problem && problem.field === column.field;
                return (
                  <td key={column.field} className="py-1 pr-2">
                    <Input
                      aria-label={`Tier ${index + 1} ${column.label.toLowerCase()}`}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? errorId : undefined}
                      inputMode={column.inputMode}
                      placeholder={column.placeholder}
                      className="tabular-nums"
                      value={row[column.field]}
                      onChange={(event) => onChange(editTierRow(rows, row.key, column.field, event.target.value))}
                    />
                  </td>
                );
              })}
              <td className="py-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={rows.length === 1}
                  aria-label={`Remove tier ${index + 1}`}
                  onClick={() => onChange(removeTierRow(rows, row.key))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="sm" variant="secondary" onClick={() => onChange(addTierRow(rows))}>
        Add tier
      </Button>
      {problem ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {problem.row === null ? problem.message : `Tier ${problem.row + 1}: ${problem.message}`}
        </p>
      ) : null}
    </fieldset>
  );
}
