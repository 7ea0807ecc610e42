// Where to send the browser after signing in (or out). A `callbackUrl` comes from a link anyone can craft, so
// only a path on this app's own origin is followed; anything else lands on the home page, which sends each role
// to its own start (the board, or reports for managers). Isomorphic: the sign-in form and next-auth's redirect
// callback share it.

export const DEFAULT_AFTER_SIGN_IN = "/";

// Browsers delete ASCII tab, LF and CR anywhere in a URL and trim leading/trailing C0 controls and spaces, so
// "/\t/evil.example" is "//evil.example" to them: check the value they would actually follow.
function asBrowserReadsIt(value: string): string {
  return value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

// "//host" and "/\host" are scheme-relative to a browser: another site, not a path.
function isSinglySlashed(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/** `value` as a path on `origin` ("/x?y#z"), or null when following it could leave the app. */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== "string") return null;
  const cleaned = asBrowserReadsIt(value);
  if (!isSinglySlashed(cleaned)) return null;
  let appOrigin: string;
  let url: URL;
  try {
    appOrigin = new URL(origin).origin;
    url = new URL(cleaned, appOrigin);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin) return null;
  // Dot segments collapse while parsing ("/.//evil.example" becomes "//evil.example"), so check the result too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSinglySlashed(path) ? path : null;
}

/** A same-origin path to go to after signing in: `value` when safe, else `fallback`. */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string,
  fallback = DEFAULT_AFTER_SIGN_IN,
): string {
  return sameOriginPath(value, origin) ?? fallback;
}

/**
 * For next-auth's `redirect` callback, which may be handed an absolute URL (the client's default is the
 * current page): an absolute URL on the app's origin is reduced to its path, then checked like any other.
 */
export function safeCallbackUrl(url: string, baseUrl: string): string {
  const appOrigin = new URL(baseUrl).origin;
  let candidate = url;
  try {
    const absolute = new URL(asBrowserReadsIt(url));
    candidate = absolute.origin === appOrigin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : "";
  } catch {
    // Not absolute: a path, checked as it is.
  }
  return new URL(safeRedirectPath(candidate, appOrigin), appOrigin).href;
}
