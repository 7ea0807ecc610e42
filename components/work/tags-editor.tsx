"use client";

import { useState } from "react";

import { Input } from "@/components/ui/field";
import { useWorkPatch } from "@/lib/queries/work-queries";
import { WORK_LIMITS, type ContainerWorkState } from "@/lib/shared/work-api";
import { tagsSchema } from "@/lib/validations/work";

import { ConflictNotice, SaveError } from "./conflict-notice";

type Props = { containerId: string; state: ContainerWorkState; meId: string | null; canWrite: boolean };

/** The team's tags on a box: type and Enter to add, × to remove; each change saves at once. */
export function TagsEditor({ containerId, state, meId, canWrite }: Props) {
  const patch = useWorkPatch(containerId, meId);
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const saveTags = (tags: string[]) => {
    const parsed = tagsSchema.safeParse(tags);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "That tag cannot be saved.");
      return false;
    }
    setInvalid(null);
    patch.save({ tags: parsed.data }, { optimistic: (s) => ({ ...s, tags: parsed.data }) });
    return true;
  };
  const inputId = `tags-${containerId}`;
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3 text-sm">
      <label htmlFor={canWrite ? inputId : undefined} className="pt-1 text-muted">
        Team tags
      </label>
      <div>
        <ul className="flex flex-wrap items-center gap-1.5" aria-label="Team tags" data-testid="work-tags">
          {state.tags.length === 0 && !canWrite ? <li className="text-muted">—</li> : null}
          {state.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted px-2 py-0.5 text-xs"
            >
              {tag}
              {canWrite ? (
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  className="text-muted hover:text-danger"
                  onClick={() => saveTags(state.tags.filter((t) => t !== tag))}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
          {canWrite && state.tags.length < WORK_LIMITS.tags ? (
            <li>
              <Input
                id={inputId}
                className="h-7 w-36 px-2 text-xs"
                placeholder="Add a tag, Enter"
                value={draft}
                maxLength={WORK_LIMITS.tagLength}
                aria-invalid={invalid ? true : undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter" || !draft.trim()) return;
                  event.preventDefault();
                  if (saveTags([...state.tags, draft.trim()])) setDraft("");
                }}
              />
            </li>
          ) : null}
        </ul>
        {invalid ? (
          <p role="alert" className="mt-1 text-xs text-danger">
            {invalid}
          </p>
        ) : null}
        {patch.conflict ? (
          <ConflictNotice
            current={`tags ${patch.conflict.current.tags.join(", ") || "none"}`}
            onRetry={patch.retry}
            onDismiss={patch.dismiss}
            busy={patch.isPending}
          />
        ) : null}
        <SaveError error={patch.error} />
      </div>
    </div>
  );
}
