import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env.mjs";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/server/http/content-security-policy";
import { databaseStillDown } from "@/lib/server/http/database-outage";
import { DATABASE_RETRY_SECONDS } from "@/lib/shared/page-error";

/**
 * Headers: every page gets a Content-Security-Policy with a fresh nonce, and HSTS when served over https.
 * Nothing here decides access (route handlers and pages check the session themselves). Next.js reads the
 * nonce back from the policy on the request and stamps its own scripts with it; the root layout reads
 * `x-nonce` for the one inline script of ours.
 *
 * And one state: while this process knows the database to be away (a page found it so:
 * lib/server/http/database-outage.ts), a page is answered 503 with Retry-After and the "database not
 * reachable" page instead of being rendered to fail. While the database is up this costs nothing.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = newNonce();
  const https = env.APP_URL.startsWith("https:");
  const policy = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === "development", https });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const down = await databaseStillDown();
  const response = down
    ? NextResponse.rewrite(new URL("/database-unavailable", request.url), {
        status: 503,
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  if (down) {
    response.headers.set("Retry-After", String(DATABASE_RETRY_SECONDS));
    response.headers.set("Cache-Control", "no-store");
  }
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
