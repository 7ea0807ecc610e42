import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env.mjs";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/server/http/content-security-policy";

/**
 * Headers only: every page gets a Content-Security-Policy with a fresh nonce, and HSTS when served over https.
 * Nothing here decides access (route handlers and pages check the session themselves). Next.js reads the
 * nonce back from the policy on the request and stamps its own scripts with it; the root layout reads
 * `x-nonce` for the one inline script of ours.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce();
  const https = env.APP_URL.startsWith("https:");
  const policy = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === "development", https });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only. Not /api: a route handler's JSON needs no policy, and a request that passes through proxy
      // has its body buffered (and cut at 10 MB), which would break streamed uploads and the body limits.
      // Not static files, nor prefetches (their payload is not a document).
      source: "/((?!api/|_next/static/|_next/image|favicon\\.svg|favicon\\.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
