// Sends notifications to webhook URLs without ever blocking request handling. Failures (non-2xx, network
// errors, timeouts) are retried with exponential backoff on real time, up to 12 retries. Faults can fail,
// duplicate or delay (reorder) deliveries on purpose.
import type { Faults } from "../http/faults";
import type { NotificationRecord, Webhook, WebhookRegistry } from "./registry";
import { signBody } from "./signature";

export const MAX_RETRIES = 12;
const SUCCESS = new Set([200, 201, 202, 204]);

export interface DispatcherOptions {
  retryBaseMs: number;
  /** Upper bound for one backoff step. */
  retryMaxMs: number;
  timeoutMs: number;
  faults: Faults;
  registry: WebhookRegistry;
  fetchImpl?: typeof fetch;
}

export interface DeliveryAttempt {
  notificationId: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: number;
}

export class Dispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private idleWaiters: (() => void)[] = [];
  readonly attempts: DeliveryAttempt[] = [];
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {}

  enqueue(notification: NotificationRecord, hook: Webhook): void {
    const { faults } = this.options;
    const delay = faults.roll(faults.settings.reorder_rate)
      ? 20 + faults.jitter(this.options.retryBaseMs * 4 + 200)
      : 0;
    const duplicate = faults.roll(faults.settings.duplicate_rate);
    this.schedule(delay, () => this.attempt(notification, hook, duplicate));
  }

  private schedule(delayMs: number, run: () => Promise<void>): void {
    if (this.stopped) return;
    if (delayMs <= 0) {
      this.track(run());
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(run());
    }, delayMs);
    this.timers.add(timer);
  }

  private track(p: Promise<void>): void {
    this.inFlight.add(p);
    void p.finally(() => {
      this.inFlight.delete(p);
      this.checkIdle();
    });
  }

  private checkIdle(): void {
    if (this.inFlight.size === 0 && this.timers.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  /** Resolves once nothing is in flight or waiting for a retry. */
  idle(): Promise<void> {
    if (this.inFlight.size === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async attempt(n: NotificationRecord, hook: Webhook, duplicate: boolean): Promise<void> {
    n.attempts += 1;
    const attemptNumber = n.attempts;
    let status: number | null = null;
    let error: string | null = null;
    if (this.options.faults.roll(this.options.faults.settings.webhook_failure_rate)) {
      error = "simulated delivery failure";
    } else {
      ({ status, error } = await this.send(n, hook));
    }
    this.attempts.push({ notificationId: n.id, attempt: attemptNumber, status, error, at: Date.now() });
    n.lastResponseStatus = status;
    n.lastError = error;
    if (status !== null && SUCCESS.has(status)) {
      n.deliveryStatus = "succeeded";
      // The service warns that duplicates happen; this reproduces one with the identical signed body.
      if (duplicate) await this.send(n, hook);
      return;
    }
    if (attemptNumber > MAX_RETRIES) {
      n.deliveryStatus = "failed";
      return;
    }
    const backoff = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (attemptNumber - 1));
    this.schedule(backoff, () => this.attempt(n, hook, duplicate));
  }

  private async send(n: NotificationRecord, hook: Webhook): Promise<{ status: number | null; error: string | null }> {
    const doFetch = this.options.fetchImpl ?? fetch;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const headers: Record<string, string> = {};
      for (const h of hook.headers ?? []) headers[h.name] = h.value;
      Object.assign(headers, {
        "Content-Type": "application/json",
        "User-Agent": "Terminal49 Webhook Bot",
        "X-T49-Webhook-Signature": signBody(hook.secret, n.body),
      });
      const res = await doFetch(hook.url, { method: "POST", headers, body: n.body, signal: controller.signal });
      await res.arrayBuffer().catch(() => undefined);
      return { status: res.status, error: null };
    } catch (e) {
      return {
        status: null,
        error: controller.signal.aborted ? "timeout" : e instanceof Error ? e.message : String(e),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.checkIdle();
  }
}
