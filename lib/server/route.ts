import "server-only";

import type { NextRequest } from "next/server";

import { AppError } from "@/lib/shared/app-error";
import type { Action } from "@/lib/domain/roles";
import type { SessionUser } from "@/lib/shared/session-api";

import { requireUser } from "./auth/session";
import { toErrorResponse } from "./http-error";
import { assertJsonContentType } from "./http/json-content-type";
import { assertSameOriginWrite } from "./http/same-origin";
import { assertNoNulInJson, assertNoNulInUrl } from "./http/no-nul";
import { JSON_BODY_BUDGET, JSON_BODY_LIMIT, readBody } from "./http/read-body";
import { observedRoute } from "./observability/observed-route";
import { tagWorkspace } from "./observability/spans";

type Handler<Params> = (args: { request: NextRequest; user: SessionUser; params: Params }) => Promise<Response>;

/**
 * Every API route handler goes through this: it refuses a write another origin caused (before any database
 * work), checks the session and role itself (middleware alone is never trusted) and maps any error to the one
 * JSON error format. Queries inside must scope by `user.workspaceId`. Timed and traced by route template, the
 * span naming the user's workspace (observed-route.ts).
 */
export function authedRoute<Params = unknown>(action: Action | undefined, handler: Handler<Params>) {
  return observedRoute(async (request: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      assertSameOriginWrite(request);
      const user = await requireUser(action);
      tagWorkspace(user.workspaceId);
      assertNoNulInUrl(request.url);
      return await handler({ request, user, params: await context.params });
    } catch (error) {
      return toErrorResponse(error);
    }
  });
}

/**
 * Parses a JSON request body of at most JSON_BODY_LIMIT bytes (413 beyond, 408 when it trickles in); a body
 * that is not JSON, or holds a NUL character in any string, is a 400, not a 500.
 */
export async function readJson(request: Request): Promise<unknown> {
  assertJsonContentType(request);
  const raw = await readBody(request, { maxBytes: JSON_BODY_LIMIT, budget: JSON_BODY_BUDGET });
  let parsed: unknown;
  try {
    // TextDecoder drops a leading BOM, as request.json() did.
    parsed = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  assertNoNulInJson(parsed);
  return parsed;
}
