import Link from "next/link";

import { Field, Input, Select } from "@/components/ui/field";
import type { FilterOptions, ReportFilters } from "@/lib/shared/report-api";

// A plain GET form: the filters live in the URL (shareable, bookmarkable, back button works) and it works
// before any JavaScript has loaded.
export function ReportFiltersForm({ filters, options }: { filters: ReportFilters; options: FilterOptions }) {
  return (
    <form
      method="get"
      action="/reports"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-card border border-border bg-surface p-4 print:hidden"
      aria-label="Report filters"
    >
      <div className="w-40">
        <Field id="report-from" label="From">
          <Input id="report-from" name="from" type="date" defaultValue={filters.from} />
        </Field>
      </div>
      <div className="w-40">
        <Field id="report-to" label="To">
          <Input id="report-to" name="to" type="date" defaultValue={filters.to} />
        </Field>
      </div>
      <div className="w-56">
        <Field id="report-terminal" label="Terminal">
          <Select id="report-terminal" name="terminal" defaultValue={filters.terminal[0] ?? ""}>
            <option value="">All terminals</option>
            {options.terminals.map((terminal) => (
              <option key={terminal.value} value={terminal.value}>
                {terminal.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-36">
        <Field id="report-line" label="Line">
          <Select id="report-line" name="line" defaultValue={filters.line[0] ?? ""}>
            <option value="">All lines</option>
            {options.lines.map((line) => (
              <option key={line}>{line}</option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-52">
        <Field id="report-customer" label="Customer">
          <Select id="report-customer" name="customer" defaultValue={filters.customer[0] ?? ""}>
            <option value="">All customers</option>
            {options.customers.map((customer) => (
              <option key={customer}>{customer}</option>
            ))}
          </Select>
        </Field>
      </div>
      <button
        type="submit"
        className="h-9 rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent/90"
      >
        Apply
      </button>
      <Link href="/reports" className="h-9 px-2 text-sm leading-9 text-muted hover:text-ink">
        Reset
      </Link>
    </form>
  );
}
