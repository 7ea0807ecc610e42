import { NextResponse } from "next/server";

import { toErrorResponse } from "@/lib/server/http-error";
import { assertSameOriginWrite } from "@/lib/server/http/same-origin";
import { observedRoute } from "@/lib/server/observability/observed-route";
import { readJson } from "@/lib/server/route";
import { acceptInvite } from "@/lib/server/users";
import { acceptInviteSchema } from "@/lib/validations/user-input";

// Public on purpose: the invitation token itself is the credential (single use, 7 days, stored hashed). Still
// a write, so it is refused when another origin's page sends it, like every other write.
export const POST = observedRoute(async (request: Request): Promise<Response> => {
  try {
    assertSameOriginWrite(request);
    const input = acceptInviteSchema.parse(await readJson(request));
    return NextResponse.json(await acceptInvite(input.token, input.name, input.password), { status: 201 });
  } catch (error) {
    return toErrorResponse(error);
  }
});
