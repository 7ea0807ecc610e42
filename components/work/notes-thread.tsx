"use client";

import { useState } from "react";

import { instantText } from "@/lib/shared/format/date";
import { Button } from "@/components/ui/button";
import { PENDING_NOTE_PREFIX, useNoteMutation } from "@/lib/queries/work-notes";
import { WORK_LIMITS, type UserRef, type WorkNote } from "@/lib/shared/work-api";
import { noteBodySchema } from "@/lib/validations/work";

import { MentionPreview } from "./mention-preview";
import { MentionTextarea } from "./mention-textarea";
import { splitMentions } from "./composer-mentions";
import { personName } from "./work-format";

type Props = {
  containerId: string;
  notes: readonly WorkNote[];
  members: readonly UserRef[];
  me: UserRef | null;
  canWrite: boolean;
  zone: string | null;
  now?: string;
};

/** The box's notes, oldest first, with a composer at the end; a note's author may edit or delete it. */
export function NotesThread({ containerId, notes, members, me, canWrite, zone, now }: Props) {
  const mutation = useNoteMutation(containerId, me);
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = () => {
    const parsed = noteBodySchema.safeParse(draft);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Write something in the note.");
      return;
    }
    setInvalid(null);
    mutation.mutate({ kind: "add", body: parsed.data }, { onError: () => setDraft(parsed.data) });
    setDraft("");
  };

  return (
    <div className="space-y-3" data-testid="notes-thread">
      {notes.length === 0 ? (
        <p className="text-sm text-muted">
          No notes yet.{canWrite ? " Write what you did or what is next; @ and a teammate's name tells them." : ""}
        </p>
      ) : null}
      <ol className="space-y-2">
        {notes.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            containerId={containerId}
            members={members}
            me={me}
            canWrite={canWrite}
            zone={zone}
            now={now}
          />
        ))}
      </ol>
      {canWrite ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <MentionTextarea
            id={`note-new-${containerId}`}
            label="New note"
            placeholder="Add a note… (@ to mention, Ctrl+Enter to send)"
            value={draft}
            members={members}
            maxLength={WORK_LIMITS.note}
            onChange={setDraft}
            onSubmit={add}
          />
          <MentionPreview draft={draft} members={members} onChange={setDraft} />
          {invalid || mutation.error ? (
            <p role="alert" className="text-xs text-danger">
              {invalid ?? mutation.error?.message}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={!draft.trim()}>
            Add note
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function NoteItem({ note, containerId, members, me, canWrite, zone, now }: { note: WorkNote } & Omit<Props, "notes">) {
  const mutation = useNoteMutation(containerId, me);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mine = canWrite && me !== null && note.author?.id === me.id && !note.id.startsWith(PENDING_NOTE_PREFIX);
  const save = () => {
    const parsed = noteBodySchema.safeParse(editing ?? "");
    if (!parsed.success) return;
    mutation.mutate({ kind: "edit", noteId: note.id, body: parsed.data });
    setEditing(null);
  };
  return (
    <li className="rounded-md border border-border bg-surface-muted/40 px-3 py-2 text-sm" data-testid="note">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
        <span className="font-medium text-ink">{note.author ? personName(note.author) : "A former user"}</span>
        <span>{instantText(note.createdAt, zone, now)}</span>
        {note.editedAt && !note.deletedAt ? <span>(edited)</span> : null}
        {note.id.startsWith(PENDING_NOTE_PREFIX) ? <span>sending…</span> : null}
      </p>
      {note.deletedAt || note.body === null ? (
        <p className="mt-1 italic text-muted">Deleted by its author. The earlier text stays in the Activity trail.</p>
      ) : editing !== null ? (
        <form
          className="mt-1 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <MentionTextarea
            id={`note-edit-${note.id}`}
            label="Edit note"
            value={editing}
            members={members}
            maxLength={WORK_LIMITS.note}
            autoFocus
            onChange={setEditing}
            onSubmit={save}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!editing.trim()}>
              Save note
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words" data-testid="note-body">
          {splitMentions(note.body, note.mentions).map((part, index) =>
            part.mention ? (
              <span
                key={index}
                className="rounded bg-accent/10 px-0.5 font-medium text-accent"
                title={personName(part.mention)}
              >
                {part.text}
              </span>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      )}
      {mine && editing === null && !note.deletedAt && note.body !== null ? (
        <div className="mt-1 flex items-center gap-2 text-xs">
          {confirming ? (
            <>
              <span>Delete this note?</span>
              <Button size="sm" variant="danger" onClick={() => mutation.mutate({ kind: "delete", noteId: note.id })}>
                Delete
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <>
              <button type="button" className="text-muted hover:text-ink" onClick={() => setEditing(note.body ?? "")}>
                Edit
              </button>
              <button type="button" className="text-muted hover:text-danger" onClick={() => setConfirming(true)}>
                Delete
              </button>
            </>
          )}
        </div>
      ) : null}
      {mutation.error ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {mutation.error.message}
        </p>
      ) : null}
    </li>
  );
}
