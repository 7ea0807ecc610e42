import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { addNote } from "@/lib/server/work/notes";
import { parseInput } from "@/lib/server/http/parse-input";
import { noteInputSchema } from "@/lib/validations/work";

// Appends a note to the box's thread; the answer is the box's work state with the whole thread.
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const { body } = parseInput(noteInputSchema, await readJson(request));
  return NextResponse.json(await addNote(user, params.id, body), { status: 201 });
});
