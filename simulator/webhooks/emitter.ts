// Turns an event into one notification per subscribed webhook, in the service's envelope, and hands it to
// the dispatcher. The payload is only built when someone is subscribed.
import type { Resource } from "../http/jsonapi";
import { iso } from "../lib/time";
import type { AccountName } from "../world/reference-data";
import type { Dispatcher } from "./dispatcher";
import type { WebhookEvent } from "./events";
import type { WebhookRegistry } from "./registry";

export interface EventPayload {
  reference: Resource | null;
  included: Resource[];
  /** document.extracted uses a `document` relationship and a `version` attribute instead of reference_object. */
  document?: { id: string; version: string };
}

export class EventEmitter {
  constructor(
    private readonly registry: WebhookRegistry,
    private readonly dispatcher: Dispatcher,
    private readonly simNow: () => number,
    private readonly origin: () => string,
  ) {}

  wants(account: AccountName, event: WebhookEvent): boolean {
    return this.registry.subscribers(account, event).length > 0;
  }

  emit(account: AccountName, event: WebhookEvent, build: () => EventPayload): void {
    const hooks = this.registry.subscribers(account, event);
    if (hooks.length === 0) return;
    const payload = build();
    const createdAt = this.simNow();
    for (const hook of hooks) {
      const id = this.registry.nextId("webhook_notification");
      const attributes: Record<string, unknown> = { id, event, delivery_status: "pending", created_at: iso(createdAt) };
      const relationships: Record<string, unknown> = { webhook: { data: { id: hook.id, type: "webhook" } } };
      if (payload.document) {
        attributes.version = payload.document.version;
        relationships.document = { data: { id: payload.document.id, type: "document" } };
      } else {
        relationships.reference_object = {
          data: payload.reference ? { id: payload.reference.id, type: payload.reference.type } : null,
        };
        relationships.webhook_notification_logs = { data: [] };
      }
      const envelope = {
        data: { id, type: "webhook_notification", attributes, relationships },
        links: { self: `${this.origin()}/v2/webhook_notifications/${id}` },
        included: payload.included,
      };
      const record = {
        id,
        account,
        webhookId: hook.id,
        event,
        createdAt,
        deliveryStatus: "pending" as const,
        attempts: 0,
        lastResponseStatus: null,
        lastError: null,
        reference: payload.reference ? { id: payload.reference.id, type: payload.reference.type } : null,
        referenceResource: payload.reference,
        body: JSON.stringify(envelope),
      };
      this.registry.addNotification(record);
      this.dispatcher.enqueue(record, hook);
    }
  }
}
