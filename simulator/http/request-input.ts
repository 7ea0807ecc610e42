// Reading request input in route handlers: the JSON body and the page parameters, each turned into the
// service's 400 error when malformed so handlers can `if (x instanceof Response) return x`.
import type { Context } from "hono";
import { BodyError, isRecord, readJson } from "./env";
import { badRequest } from "./api-errors";
import { PageParamError, readPage, type PageRequest } from "./paging";

export async function readJsonOr400(c: Context): Promise<unknown> {
  try {
    return await readJson(c);
  } catch (e) {
    if (e instanceof BodyError) return badRequest(c, "body", e.message);
    throw e;
  }
}

export function readPageOr400(c: Context, defaultSize = 30): PageRequest | Response {
  try {
    return readPage(new URL(c.req.url).searchParams, defaultSize);
  } catch (e) {
    if (e instanceof PageParamError) return badRequest(c, e.parameter, e.message);
    throw e;
  }
}

/** `data.attributes` of a JSON:API body, or {} when absent. */
export function attributesOf(body: unknown): Record<string, unknown> {
  const data = isRecord(body) ? body.data : undefined;
  return isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
}

export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
