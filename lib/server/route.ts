import "server-only";

import type { NextRequest } from "next/server";

import { AppError } from "@/lib/shared/app-error";
import type { Role } from "@/lib/shared/roles";

import { requireUser, type SessionUser } from "./auth/session";
import { toErrorResponse } from "./http-error";

type Handler<Params> = (args: { request: NextRequest; user: SessionUser; params: Params }) => Promise<Response>;

/**
 * Every API route handler goes through this: it checks the session and role itself (middleware alone is
 * never trusted) and maps any error to the one JSON error format. Queries inside must scope by
 * `user.workspaceId`.
 */
export function authedRoute<Params = unknown>(roles: readonly Role[] | undefined, handler: Handler<Params>) {
  return async (request: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      const user = await requireUser(roles);
      return await handler({ request, user, params: await context.params });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses a JSON request body; a body that is not JSON is a 400, not a 500. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
}
