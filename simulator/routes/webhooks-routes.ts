// Webhooks CRUD, the source IP list and the delivery log (webhook_notifications).
import type { Context, Hono } from "hono";
import type { SimulatorCore } from "../core";
import { BodyError, isRecord, readJson, requestUrl, resourceContext, type AppEnv } from "../http/env";
import { apiError, badRequest, errorBody, jsonApi, type ApiError } from "../http/api-errors";
import type { Resource } from "../http/jsonapi";
import { resolveIncludes, withRelations } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { readPageOr400 } from "../http/request-input";
import { iso } from "../lib/time";
import { isWebhookEvent, type WebhookEvent } from "../webhooks/events";
import { webhookResource, type NotificationRecord } from "../webhooks/registry";

const invalid = (pointer: string, detail: string): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  source: { pointer },
  code: "invalid",
});

/** The service wants HTTPS; plain HTTP is accepted for local receivers since the dashboard runs locally. */
export function urlProblem(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.trim() === "") return "Url can't be blank";
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return "Url is not a valid URL";
  }
  if (u.protocol === "https:") return null;
  if (u.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(u.hostname)) return null;
  return "Url must use https";
}

function parseEvents(raw: unknown, errors: ApiError[]): WebhookEvent[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.push(invalid("/data/attributes/events", "Events must contain at least one event"));
    return undefined;
  }
  const out: WebhookEvent[] = [];
  for (const e of raw) {
    if (typeof e !== "string" || !isWebhookEvent(e))
      errors.push(invalid("/data/attributes/events", `Event '${String(e)}' is not a valid event`));
    else if (!out.includes(e)) out.push(e);
  }
  return out;
}

function parseHeaders(raw: unknown, errors: ApiError[]): { name: string; value: string }[] | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (
    !Array.isArray(raw) ||
    !raw.every((h) => isRecord(h) && typeof h.name === "string" && typeof h.value === "string")
  ) {
    errors.push(invalid("/data/attributes/headers", "Headers must be a list of {name, value}"));
    return undefined;
  }
  return raw.map((h) => ({
    name: String((h as Record<string, unknown>).name),
    value: String((h as Record<string, unknown>).value),
  }));
}

export function notificationResource(n: NotificationRecord): Resource {
  const relationships: Record<string, unknown> = { webhook: { data: { id: n.webhookId, type: "webhook" } } };
  if (n.event.startsWith("document.")) {
    relationships.document = { data: n.reference };
  } else {
    relationships.reference_object = { data: n.reference };
  }
  const r: Resource = {
    id: n.id,
    type: "webhook_notification",
    attributes: { id: n.id, event: n.event, delivery_status: n.deliveryStatus, created_at: iso(n.createdAt) },
    relationships,
  };
  return r;
}

export function registerWebhooks(app: Hono<AppEnv>, core: SimulatorCore): void {
  const body = async (c: Context): Promise<unknown> => {
    try {
      return await readJson(c);
    } catch (e) {
      if (e instanceof BodyError) return badRequest(c, "body", e.message);
      throw e;
    }
  };

  app.post("/webhooks", async (c) => {
    const parsed = await body(c);
    if (parsed instanceof Response) return parsed;
    const data = isRecord(parsed) ? parsed.data : undefined;
    const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    const errors: ApiError[] = [];
    if (!isRecord(data) || data.type !== "webhook") errors.push(invalid("/data/type", "Type must be webhook"));
    const problem = urlProblem(attrs.url);
    if (problem) errors.push(invalid("/data/attributes/url", problem));
    if (typeof attrs.active !== "boolean")
      errors.push(invalid("/data/attributes/active", "Active must be true or false"));
    const events = parseEvents(attrs.events, errors);
    const headers = parseHeaders(attrs.headers, errors);
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    const ctx = resourceContext(c, core);
    const hook = core.registry.create({
      account: ctx.account,
      url: String(attrs.url),
      active: attrs.active === true,
      events: events ?? [],
      headers: headers ?? null,
      createdAt: ctx.now,
    });
    return jsonApi(c, { data: webhookResource(hook) }, 201);
  });

  app.get("/webhooks", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const list = core.registry.list(ctx.account);
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), paginate(list, page).map(webhookResource), list.length, page, { meta: "none" }),
    );
  });

  app.get("/webhooks/ips", (c) =>
    jsonApi(c, { webhook_notification_ips: ["127.0.0.1"], last_updated: "2026-01-01T00:00:00Z" }),
  );

  app.get("/webhooks/:id", (c) => {
    const hook = core.registry.get(c.get("key").account, c.req.param("id"));
    if (!hook) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find Webhook" });
    return jsonApi(c, { data: webhookResource(hook) });
  });

  app.patch("/webhooks/:id", async (c) => {
    const hook = core.registry.get(c.get("key").account, c.req.param("id"));
    if (!hook) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find Webhook" });
    const parsed = await body(c);
    if (parsed instanceof Response) return parsed;
    const data = isRecord(parsed) ? parsed.data : undefined;
    const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    const errors: ApiError[] = [];
    if (attrs.url !== undefined) {
      const problem = urlProblem(attrs.url);
      if (problem) errors.push(invalid("/data/attributes/url", problem));
    }
    if (attrs.active !== undefined && typeof attrs.active !== "boolean")
      errors.push(invalid("/data/attributes/active", "Active must be true or false"));
    const events = parseEvents(attrs.events, errors);
    const headers = parseHeaders(attrs.headers, errors);
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    if (typeof attrs.url === "string") hook.url = attrs.url;
    if (typeof attrs.active === "boolean") hook.active = attrs.active;
    if (events) hook.events = events;
    if (headers !== undefined) hook.headers = headers;
    return jsonApi(c, { data: webhookResource(hook) });
  });

  app.delete("/webhooks/:id", (c) => {
    if (!core.registry.delete(c.get("key").account, c.req.param("id")))
      return apiError(c, 404, { title: "Not Found", detail: "Couldn't find Webhook" });
    return c.body(null, 200);
  });

  const notificationWithRelations = (n: NotificationRecord): Resource => {
    const r = notificationResource(n);
    return withRelations(r, {
      webhook: () => {
        const hook = core.registry.get(n.account, n.webhookId);
        return hook ? [webhookResource(hook)] : [];
      },
      reference_object: () => (n.referenceResource ? [n.referenceResource] : []),
    });
  };

  app.get("/webhook_notifications", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const list = core.registry.notificationsFor(c.get("key").account);
    const data = paginate(list, page).map(notificationWithRelations);
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), data, list.length, page, {
        meta: "pagination",
        included: resolveIncludes(data, c.req.query("include")),
      }),
    );
  });

  app.get("/webhook_notifications/:id", (c) => {
    const n = core.registry.notificationsFor(c.get("key").account).find((x) => x.id === c.req.param("id"));
    if (!n) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find WebhookNotification" });
    const data = notificationWithRelations(n);
    return jsonApi(c, { data, included: resolveIncludes([data], c.req.query("include")) });
  });
}
