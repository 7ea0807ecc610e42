// Registered webhooks per account, and the notifications created for them.
import type { Resource } from "../http/jsonapi";
import { createRng, hashString, stableUuid } from "../lib/prng";
import { iso } from "../lib/time";
import type { AccountName } from "../world/reference-data";
import type { WebhookEvent } from "./events";

export interface Webhook {
  id: string;
  account: AccountName;
  url: string;
  active: boolean;
  events: WebhookEvent[];
  secret: string;
  headers: { name: string; value: string }[] | null;
  createdAt: number;
}

export type DeliveryStatus = "pending" | "succeeded" | "failed";

export interface NotificationRecord {
  id: string;
  account: AccountName;
  webhookId: string;
  event: WebhookEvent;
  createdAt: number;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  reference: { id: string; type: string } | null;
  referenceResource: Resource | null;
  /** The signed raw body; identical on every retry and duplicate. */
  body: string;
}

const MAX_NOTIFICATIONS_PER_ACCOUNT = 10_000;

export class WebhookRegistry {
  private readonly webhooks = new Map<string, Webhook>();
  readonly notifications: NotificationRecord[] = [];
  private counter = 0;
  private readonly secretRng;

  constructor(private readonly seed: number) {
    this.secretRng = createRng(hashString(`${seed}:webhook-secrets`));
  }

  nextId(kind: string): string {
    this.counter += 1;
    return stableUuid(this.seed, kind, this.counter);
  }

  create(input: Omit<Webhook, "id" | "secret">): Webhook {
    let secret = "";
    for (let i = 0; i < 32; i += 1) secret += "0123456789abcdef".charAt(Math.floor(this.secretRng.next() * 16));
    const hook: Webhook = { ...input, id: this.nextId("webhook"), secret };
    this.webhooks.set(hook.id, hook);
    return hook;
  }

  get(account: AccountName, id: string): Webhook | undefined {
    const h = this.webhooks.get(id);
    return h && h.account === account ? h : undefined;
  }

  delete(account: AccountName, id: string): boolean {
    return this.get(account, id) !== undefined && this.webhooks.delete(id);
  }

  list(account: AccountName): Webhook[] {
    return [...this.webhooks.values()].filter((h) => h.account === account).sort((a, b) => b.createdAt - a.createdAt);
  }

  subscribers(account: AccountName, event: WebhookEvent): Webhook[] {
    return this.list(account).filter((h) => h.active && h.events.includes(event));
  }

  hasSubscribers(account: AccountName): boolean {
    for (const h of this.webhooks.values()) if (h.account === account && h.active) return true;
    return false;
  }

  addNotification(n: NotificationRecord): void {
    this.notifications.push(n);
    const mine = this.notifications.filter((x) => x.account === n.account);
    if (mine.length > MAX_NOTIFICATIONS_PER_ACCOUNT) {
      const drop = mine[0];
      const at = drop ? this.notifications.indexOf(drop) : -1;
      if (at >= 0) this.notifications.splice(at, 1);
    }
  }

  notificationsFor(account: AccountName): NotificationRecord[] {
    return this.notifications.filter((n) => n.account === account).reverse();
  }
}

export function webhookResource(h: Webhook): Resource {
  return {
    id: h.id,
    type: "webhook",
    attributes: {
      url: h.url,
      active: h.active,
      events: h.events,
      secret: h.secret,
      headers: h.headers,
      created_at: iso(h.createdAt),
    },
  };
}
