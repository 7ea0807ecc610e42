// Pure: no server-only import, so unit tests and proxy.ts can load it. The policy every page is served with.

export type PolicyOptions = {
  /** Fresh per request: Next.js reads it back from the request's policy header and stamps its scripts. */
  nonce: string;
  /** `next dev` only: React rebuilds server error stacks in the browser with eval. */
  dev: boolean;
  /** Served over https: ask the browser to upgrade any stray http:// subresource. */
  https: boolean;
};

/**
 * Scripts run only with this response's nonce, or when loaded by one that has it ('strict-dynamic'), so an
 * injected <script> or event handler never runs. Styles allow inline because Tailwind utilities, Recharts and
 * the virtualized table set style attributes; a nonce is deliberately not listed there, since browsers ignore
 * 'unsafe-inline' once a nonce is present. Everything else is this origin only; images may also be data: and
 * blob: URLs the app makes in the browser. The email body frame is srcdoc, so it inherits this policy on top
 * of its own stricter one.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Two years, subdomains included: sent only when the app is served over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** 128 random bits, base64: unguessable, and only characters a CSP nonce-source allows. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
