// HTTP as a browser-less client: JSON calls with a session cookie, next-auth's credentials flow, and bodies
// generated as streams (a 400 MB body is never held in this process).
import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";

export type Answer = { status: number; body: unknown; headers: Headers };

/** Every call has a deadline, so no fault waits forever on an app that stopped answering. */
export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const { timeoutMs = 15_000, ...rest } = init;
  const response = await fetch(url, { redirect: "manual", ...rest, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** The status, or "error <code>" when no answer came (refused, reset, timed out). */
export async function statusOf(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<string> {
  try {
    return String((await call(url, init)).status);
  } catch (error) {
    return `error ${errorCode(error)}`;
  }
}

export function errorCode(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (typeof cause === "object" && cause !== null && "code" in cause) return String(cause.code);
  return cause instanceof Error ? cause.name : "error";
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export type Csrf = { token: string; cookie: string };

export async function csrf(appUrl: string): Promise<Csrf> {
  const response = await fetch(`${appUrl}/api/auth/csrf`, { signal: AbortSignal.timeout(15_000) });
  const token = record(await response.json())["csrfToken"];
  if (typeof token !== "string") throw new Error(`no CSRF token from next-auth (${response.status})`);
  return {
    token,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

export type SignInResult = {
  status: number;
  /** Where next-auth sends the browser next (the `url` of its JSON answer, or the Location header). */
  url: string | null;
  /** The `error` parameter of that URL: the sign-in form's message. */
  error: string | null;
  session: string | null;
};

type Posted = { status: number; location: string | null; setCookie: string[]; text: string };

/** A form POST over node:http from a chosen local address (another loopback address is another client). */
function postFrom(url: string, headers: Record<string, string>, body: string, localAddress: string): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers, localAddress, timeout: 30_000 }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: typeof response.headers.location === "string" ? response.headers.location : null,
          setCookie: response.headers["set-cookie"] ?? [],
          text,
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * One POST to next-auth's credentials callback, as the sign-in form makes it; from `localAddress` (say
 * 127.0.0.2) when given, so the app sees another client address without any forwarded header.
 */
export async function signIn(
  appUrl: string,
  input: {
    email: string;
    password: string;
    callbackUrl?: string;
    headers?: Record<string, string>;
    csrf?: Csrf;
    localAddress?: string;
  },
): Promise<SignInResult> {
  const token = input.csrf ?? (await csrf(appUrl));
  const form = new URLSearchParams({
    csrfToken: token.token,
    email: input.email,
    password: input.password,
    json: "true",
  });
  if (input.callbackUrl !== undefined) form.set("callbackUrl", input.callbackUrl);
  const headers = { "content-type": "application/x-www-form-urlencoded", cookie: token.cookie, ...input.headers };
  let posted: Posted;
  if (input.localAddress) {
    posted = await postFrom(`${appUrl}/api/auth/callback/credentials`, headers, form.toString(), input.localAddress);
  } else {
    const response = await fetch(`${appUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers,
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    posted = {
      status: response.status,
      location: response.headers.get("location"),
      setCookie: response.headers.getSetCookie(),
      text: await response.text(),
    };
  }
  const text = posted.text;
  let url = posted.location;
  try {
    const answered = record(JSON.parse(text))["url"];
    if (typeof answered === "string") url = answered;
  } catch {
    // not JSON
  }
  let error: string | null = null;
  try {
    error = url ? new URL(url, appUrl).searchParams.get("error") : null;
  } catch {
    error = null;
  }
  const session = posted.setCookie.map((c) => c.split(";")[0] ?? "").find((c) => c.includes("session-token")) ?? null;
  return { status: posted.status, url, error, session };
}

/** A session cookie for a user, or an error saying why sign-in failed. */
export async function sessionCookie(appUrl: string, email: string, password: string): Promise<string> {
  const result = await signIn(appUrl, { email, password });
  if (!result.session)
    throw new Error(`sign-in as ${email} failed (${result.status}${result.error ? `: ${result.error}` : ""})`);
  return result.session;
}

const CHUNK = 64 * 1024;

/** `bytes` of body made on demand, starting with `prefix`. */
function* generated(bytes: number, prefix: string): Generator<Buffer> {
  const filler = Buffer.alloc(CHUNK, 120);
  let sent = 0;
  if (prefix) {
    const head = Buffer.from(prefix);
    sent += head.length;
    yield head;
  }
  while (sent < bytes) {
    sent += filler.length;
    yield filler;
  }
}

/**
 * POSTs a generated body, chunked (no Content-Length). Node's http client reports the answer as soon as its
 * headers arrive, even while the upload is still going, so an app that refuses early is seen to (fetch loses
 * that answer when the app then closes the connection under the upload). The status, or "error <code>".
 */
export function postGenerated(
  url: string,
  headers: Record<string, string>,
  bytes: number,
  prefix: string,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve) => {
    const body = Readable.from(generated(bytes, prefix));
    let settled = false;
    const settle = (value: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const request = httpRequest(url, { method: "POST", headers }, (response) => {
      settle(String(response.statusCode ?? 0));
      body.unpipe(request);
      body.destroy();
      response.resume();
      response.on("end", () => request.destroy());
    });
    request.on("error", (error) => settle(`error ${errorCode(error)}`));
    const timer = setTimeout(() => {
      settle("error timeout");
      body.destroy();
      request.destroy();
    }, timeoutMs);
    body.pipe(request);
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
