"use client";

import { Button } from "@/components/ui/button";
import { useWorkPatch } from "@/lib/queries/work-queries";
import type { ContainerWorkState, UserRef } from "@/lib/shared/work-api";

import { AssigneePicker } from "./assignee-picker";
import { ConflictNotice, SaveError } from "./conflict-notice";
import { personName } from "./work-format";

type Props = {
  containerId: string;
  state: ContainerWorkState;
  members: readonly UserRef[];
  me: UserRef | null;
  canWrite: boolean;
};

/** Who owns the box, and whether the signed-in user watches it. Both save at once and show at once. */
export function AssigneeRow({ containerId, state, members, me, canWrite }: Props) {
  const patch = useWorkPatch(containerId, me?.id ?? null);
  const watch = useWorkPatch(containerId, me?.id ?? null);
  const watching = me !== null && state.watchers.some((user) => user.id === me.id);
  const assign = (user: UserRef | null) =>
    patch.save({ assigneeId: user?.id ?? null }, { optimistic: (s) => ({ ...s, assignee: user }) });
  const toggleWatch = () =>
    me &&
    watch.save(
      { watch: !watching },
      {
        optimistic: (s) => ({
          ...s,
          watchers: watching ? s.watchers.filter((user) => user.id !== me.id) : [...s.watchers, me],
        }),
      },
    );
  const watchers = state.watchers.map(personName).join(", ");

  return (
    <div>
      <div className="grid grid-cols-[8rem_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <label htmlFor={`assignee-${containerId}`} className="text-muted">
          Assignee
        </label>
        {canWrite ? (
          <div className="flex flex-wrap items-center gap-2">
            <div className="w-56">
              <AssigneePicker
                id={`assignee-${containerId}`}
                value={state.assignee}
                members={members}
                meId={me?.id ?? null}
                onChange={assign}
              />
            </div>
            {me && state.assignee?.id !== me.id ? (
              <Button size="sm" variant="ghost" onClick={() => assign(me)}>
                Assign to me
              </Button>
            ) : null}
          </div>
        ) : (
          <span data-testid="work-assignee">{personName(state.assignee)}</span>
        )}
        <span className="text-muted">Watching</span>
        <div className="flex flex-wrap items-center gap-2">
          {canWrite ? (
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={watching}
              onClick={toggleWatch}
              data-testid="work-watch"
            >
              <span aria-hidden>{watching ? "★" : "☆"}</span>
              {watching ? "Watching" : "Watch"}
            </Button>
          ) : null}
          <span className="text-xs text-muted" data-testid="work-watchers">
            {state.watchers.length === 0 ? "Nobody watches this box." : watchers}
          </span>
        </div>
      </div>
      {patch.conflict ? (
        <ConflictNotice
          current={`assigned to ${personName(patch.conflict.current.assignee)}`}
          onRetry={patch.retry}
          onDismiss={patch.dismiss}
          busy={patch.isPending}
        />
      ) : null}
      <SaveError error={patch.error ?? watch.error} />
    </div>
  );
}
