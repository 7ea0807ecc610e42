"use client";

import { Select } from "@/components/ui/field";
import type { UserRef } from "@/lib/shared/work-api";

import { personName } from "./work-format";

type Props = {
  id: string;
  value: UserRef | null;
  members: readonly UserRef[];
  meId: string | null;
  disabled?: boolean;
  className?: string;
  onChange: (user: UserRef | null) => void;
};

/** One select of the workspace's active users; a disabled user who still holds a box stays listed as the value. */
export function AssigneePicker({ id, value, members, meId, disabled, className, onChange }: Props) {
  const listed = value && !members.some((user) => user.id === value.id) ? [value, ...members] : members;
  return (
    <Select
      id={id}
      className={className}
      value={value?.id ?? ""}
      disabled={disabled}
      onChange={(event) => onChange(listed.find((user) => user.id === event.target.value) ?? null)}
    >
      <option value="">Unassigned</option>
      {listed.map((user) => (
        <option key={user.id} value={user.id}>
          {personName(user)}
          {user.id === meId ? " (me)" : ""}
        </option>
      ))}
    </Select>
  );
}
