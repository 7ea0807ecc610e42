import { useMutation, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { ContainerWorkState, UserRef, WorkNote } from "@/lib/shared/work-api";

import { patchBoardRows, summaryOf } from "./work-queries";
import { containerKeys, workKeys } from "./keys";

// A box's notes thread: add, edit and delete with optimistic updates. Notes never conflict (each is its
// author's, and adding one changes nobody else's), so a failure only rolls back and says why.

const notesUrl = (id: string, noteId?: string): string =>
  `/api/containers/${encodeURIComponent(id)}/notes${noteId ? `/${encodeURIComponent(noteId)}` : ""}`;

type NoteVars =
  { kind: "add"; body: string } | { kind: "edit"; noteId: string; body: string } | { kind: "delete"; noteId: string };

/** A note shown before the server has it; its id says so (the thread marks it "sending"). */
export const PENDING_NOTE_PREFIX = "pending-";

function applyLocally(state: ContainerWorkState, vars: NoteVars, me: UserRef, at: string): ContainerWorkState {
  if (vars.kind === "add") {
    const note: WorkNote = {
      id: `${PENDING_NOTE_PREFIX}${at}`,
      author: me,
      body: vars.body,
      mentions: [],
      createdAt: at,
      editedAt: null,
      deletedAt: null,
    };
    return { ...state, notes: [...state.notes, note] };
  }
  return {
    ...state,
    notes: state.notes.map((note) =>
      note.id !== vars.noteId
        ? note
        : vars.kind === "edit"
          ? { ...note, body: vars.body, editedAt: at }
          : { ...note, body: null, deletedAt: at },
    ),
  };
}

export function useNoteMutation(id: string, me: UserRef | null) {
  const client = useQueryClient();
  const key = workKeys.container(id);
  return useMutation({
    mutationFn: (vars: NoteVars) =>
      vars.kind === "add"
        ? fetchJson<ContainerWorkState>(notesUrl(id), { method: "POST", body: { body: vars.body } })
        : vars.kind === "edit"
          ? fetchJson<ContainerWorkState>(notesUrl(id, vars.noteId), { method: "PATCH", body: { body: vars.body } })
          : fetchJson<ContainerWorkState>(notesUrl(id, vars.noteId), { method: "DELETE" }),
    onMutate: async (vars) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ContainerWorkState>(key);
      if (previous && me) client.setQueryData(key, applyLocally(previous, vars, me, new Date().toISOString()));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      client.setQueryData(key, state);
      patchBoardRows(client, id, summaryOf(state, me?.id ?? null));
    },
    onSettled: () => client.invalidateQueries({ queryKey: containerKeys.detail(id) }),
  });
}
