import Link from "next/link";

import { Field, Input, Select } from "@/components/ui/field";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, userLabel, type UserRef } from "@/lib/shared/work-api";

import type { ActivityFilters } from "./activity-links";

// A plain GET form: filters live in the URL (shareable, back button works) and it works before any script loads.
export function ActivityFiltersForm({ filters, users }: { filters: ActivityFilters; users: UserRef[] }) {
  return (
    <form method="get" action="/activity" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter activity">
      <div className="w-60">
        <Field id="activity-user" label="User">
          <Select id="activity-user" name="user" defaultValue={filters.user ?? ""}>
            <option value="">Everyone</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {userLabel(user)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-48">
        <Field id="activity-container" label="Container number">
          <Input
            id="activity-container"
            name="container"
            defaultValue={filters.container ?? ""}
            placeholder="MSCU1234565"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
      </div>
      <div className="w-48">
        <Field id="activity-kind" label="Kind">
          <Select id="activity-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">Every kind</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <button
        type="submit"
        className="inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent/90"
      >
        Filter
      </button>
      <Link
        href="/activity"
        className="inline-flex h-9 items-center rounded-md px-3 text-sm text-muted hover:bg-surface-muted hover:text-ink"
      >
        Clear
      </Link>
    </form>
  );
}
