// Webhook helpers: the event catalogue, example notifications per event and a one-off test delivery.
// Registered before the webhook and notification routes so /webhooks/events and
// /webhook_notifications/examples are not taken for ids.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { isRecord, originOf, requestUrl, type AppEnv } from "../http/env";
import { apiError, errorBody, jsonApi, type ApiError } from "../http/api-errors";
import { readJsonOr400 } from "../http/request-input";
import { eventCategories } from "../webhooks/catalog";
import { isWebhookEvent, WEBHOOK_EVENTS } from "../webhooks/events";
import { exampleEnvelope } from "../webhooks/examples";
import { triggerDelivery } from "../webhooks/trigger";
import { urlProblem } from "./webhooks-routes";

const invalid = (pointer: string, detail: string): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code: "invalid",
  source: { pointer },
});

export function registerWebhookTools(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.get("/webhooks/events", (c) => jsonApi(c, { data: eventCategories(WEBHOOK_EVENTS) }));

  // The service answers an unknown or missing event with 400, source.parameter "event" and a null detail.
  app.get("/webhook_notifications/examples", (c) => {
    const event = c.req.query("event") ?? "";
    if (!isWebhookEvent(event))
      return apiError(c, 400, { title: "Bad Request", detail: null, source: { parameter: "event" } });
    const body = exampleEnvelope(core, c.get("key").account, event, originOf(c, core));
    const envelope: unknown = body === null ? null : JSON.parse(body);
    const data = isRecord(envelope) ? [envelope.data] : [];
    const included = isRecord(envelope) && Array.isArray(envelope.included) ? envelope.included : [];
    return jsonApi(c, {
      data,
      included,
      links: { self: requestUrl(c, core).toString() },
      meta: { size: data.length, total: data.length },
    });
  });

  app.post("/webhooks/trigger", async (c) => {
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const input = isRecord(body) ? body : {};
    const errors: ApiError[] = [];
    if (input.url === undefined || input.url === "") errors.push(invalid("/url", "url is required"));
    else {
      const problem = urlProblem(input.url);
      if (problem) errors.push(invalid("/url", problem));
    }
    const event = typeof input.event === "string" ? input.event : "";
    if (!event) errors.push(invalid("/event", "event is required"));
    else if (!isWebhookEvent(event)) errors.push(invalid("/event", `event '${event}' is not a webhook event`));
    if (input.secret !== undefined && input.secret !== null && typeof input.secret !== "string")
      errors.push(invalid("/secret", "secret must be a string"));
    if (errors.length || !isWebhookEvent(event)) return jsonApi(c, errorBody(...errors), 422);
    const payload = exampleEnvelope(core, c.get("key").account, event, originOf(c, core));
    if (payload === null) return jsonApi(c, errorBody(invalid("/event", `No example is available for ${event}`)), 422);
    const result = await triggerDelivery({
      url: String(input.url),
      body: payload,
      secret: typeof input.secret === "string" && input.secret !== "" ? input.secret : null,
      timeoutMs: core.options.webhookTimeoutMs,
      fetchImpl: core.options.fetchImpl,
    });
    return jsonApi(c, result);
  });
}
