// POST /webhooks/trigger: one test delivery of an example payload to a URL, signed when a secret is given,
// with the exchange reported back. Nothing is stored and nothing is retried.
import { signBody } from "./signature";

export interface TriggerResult {
  url: string;
  succeeded: boolean;
  error: string | null;
  status_code: number | null;
  request_headers: Record<string, string>;
  request_body: string;
  response_headers: Record<string, string> | null;
  response_body: string | null;
}

const SUCCESS = new Set([200, 201, 202, 204]);
const MAX_RESPONSE_CHARS = 10_000;

export async function triggerDelivery(input: {
  url: string;
  body: string;
  secret: string | null;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): Promise<TriggerResult> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "Terminal49 Webhook Bot",
  };
  if (input.secret) headers["X-T49-Webhook-Signature"] = signBody(input.secret, input.body);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  const result: TriggerResult = {
    url: input.url,
    succeeded: false,
    error: null,
    status_code: null,
    request_headers: headers,
    request_body: input.body,
    response_headers: null,
    response_body: null,
  };
  try {
    const res = await (input.fetchImpl ?? fetch)(input.url, {
      method: "POST",
      headers,
      body: input.body,
      signal: controller.signal,
    });
    result.status_code = res.status;
    result.response_headers = Object.fromEntries(res.headers.entries());
    result.response_body = (await res.text()).slice(0, MAX_RESPONSE_CHARS);
    result.succeeded = SUCCESS.has(res.status);
    if (!result.succeeded)
      result.error = `The endpoint answered HTTP ${res.status}; only 200, 201, 202 and 204 count as delivered.`;
  } catch (e) {
    result.error = controller.signal.aborted
      ? `No answer within ${input.timeoutMs} ms.`
      : e instanceof Error
        ? e.message
        : String(e);
  } finally {
    clearTimeout(timer);
  }
  return result;
}
