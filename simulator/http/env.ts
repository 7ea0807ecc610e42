// Hono environment and small request helpers shared by the route modules.
import type { Context } from "hono";
import type { SimulatorCore } from "../core";
import type { ResourceContext } from "../resources/resource-context";
import type { KeyInfo } from "./account-keys";

export interface AppEnv {
  Variables: { key: KeyInfo };
}

export type AppContext = Context<AppEnv>;

export function originOf(c: Context, core: SimulatorCore): string {
  return core.options.publicUrl ?? new URL(c.req.url).origin;
}

export function resourceContext(c: AppContext, core: SimulatorCore): ResourceContext {
  const origin = originOf(c, core);
  core.origin = origin;
  return core.ctxFor(c.get("key").account, origin);
}

export class BodyError extends Error {}

/** Accepts application/vnd.api+json, application/json, or no content type with a JSON body. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type && !/^application\/(vnd\.api\+)?json\b/i.test(type)) throw new BodyError(`Unsupported content type ${type}`);
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError("Request body is not valid JSON");
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function requestUrl(c: Context, core: SimulatorCore): URL {
  const u = new URL(c.req.url);
  const origin = originOf(c, core);
  return new URL(`${origin}${u.pathname}${u.search}`);
}
