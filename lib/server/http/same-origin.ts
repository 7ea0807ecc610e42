// Pure: no server-only import, so unit tests can load it. Decides whether a state-changing request may come
// from where it says it comes from. A session cookie is SameSite=Lax, which a page on another port of the same
// host (same site, different origin) still gets sent with its form posts and fetches; only the origin tells
// the two apart.
import { env } from "@/lib/env.mjs";
import { AppError } from "@/lib/shared/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** `none`: the user typed the URL or used a bookmark; nothing another page can cause. */
const TRUSTED_FETCH_SITES = new Set(["same-origin", "none"]);
const HOST_PATTERN = /^[a-z0-9.\-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export type OriginCheckInput = {
  method: string;
  headers: Headers;
  /** The request's URL as the server sees it; only its scheme is used (with the Host header). */
  url: string;
  /** APP_URL: the public origin, which is what browsers send when the app sits behind a proxy. */
  appUrl: string;
};

/**
 * The origins this app answers as: APP_URL's, and the one the browser addressed (its Host header with the
 * request's scheme). Host is set by the browser and cannot be chosen by a page, unlike X-Forwarded-Host,
 * which is ignored: a deployment whose proxy rewrites Host sets APP_URL instead.
 */
export function ownOrigins(input: Pick<OriginCheckInput, "headers" | "url" | "appUrl">): Set<string> {
  const origins = new Set<string>([new URL(input.appUrl).origin]);
  const host = input.headers.get("host");
  // Only a bare host[:port]; anything with userinfo or a path is not what a browser sends.
  if (host && HOST_PATTERN.test(host)) {
    const own = originOf(`${new URL(input.url).protocol}//${host}`);
    if (own) origins.add(own);
  }
  return origins;
}

/**
 * True when a write may proceed. Browsers send `Origin` on every POST, PUT, PATCH and DELETE, so it decides
 * when present (`null`, sent by sandboxed frames, file pages and cross-origin redirects, never matches).
 * Without it, `Sec-Fetch-Site` decides. With neither, the caller is not a browser (curl, scripts, server to
 * server) and cannot be riding a user's cookies, so the write proceeds to the session check.
 */
export function isAllowedWrite(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  const origin = input.headers.get("origin");
  if (origin !== null) {
    const normalized = originOf(origin);
    return normalized !== null && ownOrigins(input).has(normalized);
  }
  const site = input.headers.get("sec-fetch-site");
  if (site !== null) return TRUSTED_FETCH_SITES.has(site.trim().toLowerCase());
  return true;
}

/** Throws 403 `forbidden` for a write that another origin caused. */
export function assertSameOriginWrite(request: Request): void {
  if (isAllowedWrite({ method: request.method, headers: request.headers, url: request.url, appUrl: env.APP_URL }))
    return;
  throw new AppError("forbidden", "Cross-origin writes are refused: make this change from the Quayside app itself.");
}

function originOf(value: string): string | null {
  if (value.trim() === "" || value === "null") return null;
  try {
    const origin = new URL(value).origin;
    // Opaque origins (data:, file:, about:) serialize as "null" and never match.
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
