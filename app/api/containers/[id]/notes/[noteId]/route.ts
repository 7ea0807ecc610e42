import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { changeNote } from "@/lib/server/work/notes";
import { parseInput } from "@/lib/server/http/parse-input";
import { noteInputSchema } from "@/lib/validations/work";

type Params = { id: string; noteId: string };

// Only the note's author edits or deletes it (403 for anyone else); the earlier body stays in the audit trail.
export const PATCH = authedRoute<Params>("write", async ({ request, user, params }) => {
  const { body } = parseInput(noteInputSchema, await readJson(request));
  return NextResponse.json(await changeNote(user, params.id, params.noteId, body));
});

export const DELETE = authedRoute<Params>("write", async ({ user, params }) =>
  NextResponse.json(await changeNote(user, params.id, params.noteId, null)),
);
