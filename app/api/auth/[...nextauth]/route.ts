import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { getAuthOptions } from "@/lib/server/auth/options";
import { withSignInWait } from "@/lib/server/auth/sign-in-wait";
import { toErrorResponse } from "@/lib/server/http-error";
import { assertSameOriginWrite } from "@/lib/server/http/same-origin";
import { observedRoute } from "@/lib/server/observability/observed-route";

// Options are built per request so the server secret is read at run time, never at build time. Sign-in and
// sign-out are writes too: another origin must not sign a user in (login CSRF) or out.
const handler = observedRoute(
  async (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> => {
    try {
      assertSameOriginWrite(request);
    } catch (error) {
      return toErrorResponse(error);
    }
    return withSignInWait(() => NextAuth(request, context, getAuthOptions()) as Promise<Response>);
  },
);

export { handler as GET, handler as POST };
