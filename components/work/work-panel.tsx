"use client";

import { Button } from "@/components/ui/button";
import { useContainerWork, useTeam } from "@/lib/queries/work-queries";

import { AssigneeRow } from "./assignee-row";
import { NotesThread } from "./notes-thread";
import { PickupEditor } from "./pickup-editor";
import { ReturnReferenceEditor } from "./return-reference-editor";
import { TagsEditor } from "./tags-editor";

type Props = { containerId: string; canWrite: boolean; zone: string | null; now?: string };

function useWork(containerId: string) {
  const team = useTeam();
  const work = useContainerWork(containerId);
  return { team, work, me: team.data?.me ?? null, members: team.data?.members ?? [] };
}

function LoadState({
  pending,
  error,
  retry,
  what,
}: {
  pending: boolean;
  error: Error | null;
  retry: () => void;
  what: string;
}) {
  if (pending)
    return <div role="status" className="h-24 animate-pulse rounded bg-surface-muted" aria-label={`Loading ${what}`} />;
  return (
    <p role="alert" className="text-sm text-danger">
      The {what} could not be loaded{error ? `: ${error.message}` : ""}.{" "}
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </p>
  );
}

/** The team's work on one box, in the drawer: owner, watchers, planned pickup and return, reference, tags. */
export function WorkPanel({ containerId, canWrite, now }: Props) {
  const { work, me, members } = useWork(containerId);
  if (!work.data)
    return (
      <LoadState pending={work.isPending} error={work.error} retry={() => void work.refetch()} what="team's work" />
    );
  const state = work.data;
  const meId = me?.id ?? null;
  return (
    <div className="space-y-4" data-testid="work-panel" data-version={state.version}>
      {!canWrite ? (
        <p className="text-xs text-muted">Read-only: your role sees the team&rsquo;s work but does not change it.</p>
      ) : null}
      <AssigneeRow containerId={containerId} state={state} members={members} me={me} canWrite={canWrite} />
      <PickupEditor containerId={containerId} state={state} meId={meId} canWrite={canWrite} now={now} />
      <ReturnReferenceEditor containerId={containerId} state={state} meId={meId} canWrite={canWrite} now={now} />
      <TagsEditor containerId={containerId} state={state} meId={meId} canWrite={canWrite} />
    </div>
  );
}

/** The box's notes thread, in the drawer. */
export function WorkNotes({ containerId, canWrite, zone, now }: Props) {
  const { work, me, members } = useWork(containerId);
  if (!work.data)
    return <LoadState pending={work.isPending} error={work.error} retry={() => void work.refetch()} what="notes" />;
  return (
    <NotesThread
      containerId={containerId}
      notes={work.data.notes}
      members={members}
      me={me}
      canWrite={canWrite}
      zone={zone}
      now={now}
    />
  );
}
