// The service's error model: {errors: [{status, title, detail, source, code, meta}]}.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { JSON_API } from "./jsonapi";

export interface ApiError {
  status: string;
  title: string;
  detail?: string | null;
  code?: string | null;
  source?: { pointer?: string | null; parameter?: string | null } | null;
  meta?: Record<string, unknown> | null;
}

export function errorBody(...errors: ApiError[]): { errors: ApiError[] } {
  return { errors };
}

export function jsonApi(
  c: Context,
  body: unknown,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
): Response {
  return c.body(JSON.stringify(body), status, { "Content-Type": JSON_API, ...headers });
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: Omit<ApiError, "status">,
  headers: Record<string, string> = {},
): Response {
  return jsonApi(c, errorBody({ status: String(status), ...error }), status, headers);
}

export const notFound = (c: Context, model: string): Response =>
  apiError(c, 404, { title: "Not Found", detail: `Couldn't find ${model}` });

/** Any path the service does not know, with any method: a JSON:API 404, never a plain-text page. */
export const notFoundPath = (c: Context): Response =>
  apiError(c, 404, { title: "Not Found", detail: `No route matches ${c.req.method} ${new URL(c.req.url).pathname}` });

export const unprocessable = (c: Context, pointer: string, detail: string, code: string | null = null): Response =>
  apiError(c, 422, { title: "Unprocessable Entity", detail, code, source: { pointer } });

export const badRequest = (c: Context, parameter: string, detail: string): Response =>
  apiError(c, 400, { title: "Bad Request", detail, source: { parameter } });
