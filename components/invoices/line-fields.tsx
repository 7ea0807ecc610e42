import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { CHARGE_KINDS } from "@/lib/domain/invoices/invoice";

import type { LineState } from "./form-state";
import { KIND_WORDS } from "./invoice-words";

// One line of the invoice form: the box, the charge, the days charged, the money. Each control is labelled (for
// screen readers with its line's number); a line's errors come under it.

const CELL = "grid gap-1 text-xs text-muted";

export function LineFields({
  index,
  line,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  line: LineState;
  errors: string[];
  onChange: (line: LineState) => void;
  onRemove: (() => void) | null;
}) {
  const id = (field: string) => `line-${index}-${field}`;
  const set = (field: keyof LineState) => (event: { target: { value: string } }) =>
    onChange({ ...line, [field]: event.target.value });
  const invalid = errors.length > 0 || undefined;
  return (
    <fieldset className="rounded-md border border-border p-3" data-testid="invoice-line">
      <legend className="px-1 text-sm font-medium">Line {index + 1}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4 lg:grid-cols-12">
        <label className={`${CELL} sm:col-span-2`} htmlFor={id("container")}>
          Container
          <Input
            id={id("container")}
            value={line.containerNumber}
            onChange={set("containerNumber")}
            placeholder="MSCU1234565"
            aria-invalid={invalid}
          />
        </label>
        <label className={`${CELL} lg:col-span-2`} htmlFor={id("kind")}>
          Charge
          <Select id={id("kind")} value={line.kind} onChange={set("kind")}>
            {CHARGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_WORDS[kind]}
              </option>
            ))}
          </Select>
        </label>
        <label className={`${CELL} lg:col-span-2`} htmlFor={id("from")}>
          First day charged
          <Input id={id("from")} type="date" value={line.from} onChange={set("from")} aria-invalid={invalid} />
        </label>
        <label className={`${CELL} lg:col-span-2`} htmlFor={id("to")}>
          Last day charged
          <Input id={id("to")} type="date" value={line.to} onChange={set("to")} aria-invalid={invalid} />
        </label>
        <label className={CELL} htmlFor={id("rate")}>
          Rate per day
          <Input id={id("rate")} inputMode="decimal" value={line.ratePerDay} onChange={set("ratePerDay")} />
        </label>
        <label className={CELL} htmlFor={id("currency")}>
          Currency
          <Input id={id("currency")} value={line.currency} onChange={set("currency")} maxLength={3} />
        </label>
        <label className={`${CELL} lg:col-span-2`} htmlFor={id("amount")}>
          Amount
          <Input id={id("amount")} inputMode="decimal" value={line.amount} onChange={set("amount")} />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <label className={`${CELL} min-w-0 flex-1 sm:min-w-64`} htmlFor={id("rule")}>
          Tariff rule of this line (if not the invoice&apos;s)
          <Input id={id("rule")} value={line.tariffRule} onChange={set("tariffRule")} />
        </label>
        {onRemove ? (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove line {index + 1}
          </Button>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-0.5 text-xs text-danger">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
