import { NextResponse } from "next/server";

import { addClosure } from "@/lib/server/free-time/calendar-store";
import { authedRoute, readJson } from "@/lib/server/route";
import { closureInputSchema } from "@/lib/validations/free-time";

export const dynamic = "force-dynamic";

// Admins and dispatchers add closures (product.md): they hear of them first, from the terminal's advisories.
export const POST = authedRoute("write", async ({ request, user }) => {
  const input = closureInputSchema.parse(await readJson(request));
  return NextResponse.json(await addClosure(user, input), { status: 201 });
});
