import type { NextRequest } from "next/server";

import { unsubscribeByLink, unsubscribeLinkState, type LinkState } from "@/lib/server/alerts/preferences";
import { escapeHtml } from "@/lib/server/alerts/render-email";
import { verifyUnsubscribeToken, type UnsubscribeClaims } from "@/lib/server/alerts/unsubscribe-token";
import { toErrorResponse } from "@/lib/server/http-error";
import { observedRoute } from "@/lib/server/observability/observed-route";
import { AppError } from "@/lib/shared/app-error";

// One-click unsubscribe from alert email (RFC 8058). No session: the signed token in the link is the
// authority, and all it can do is turn that person's email off, once, within 60 days of the email, and not
// after they turned email on again (unsubscribe-token.ts). POST unsubscribes (what a mail client sends
// for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`); GET only shows a page with the button, because
// link scanners open links in mail and must not unsubscribe anyone.

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

function page(title: string, inner: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${inner}</body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

function tokenOf(request: NextRequest): { token: string; link: UnsubscribeClaims } {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  const link = verifyUnsubscribeToken(token);
  if (!link)
    throw new AppError(
      "bad_request",
      "This unsubscribe link is not valid or has expired. Open Notifications in Quayside to turn email off.",
    );
  return { token, link };
}

/** A link that may no longer act is answered the same way by the page and by the one-click POST. */
function assertUsable(state: LinkState): void {
  if (state === "no_account")
    throw new AppError("not_found", "This unsubscribe link belongs to an account that no longer exists.");
  if (state === "used")
    throw new AppError(
      "bad_request",
      "This unsubscribe link was used already, or email was turned on again after it was sent. Open Notifications in Quayside to turn email off.",
    );
}

export const GET = observedRoute(async (request: NextRequest): Promise<Response> => {
  try {
    const { token, link } = tokenOf(request);
    assertUsable(await unsubscribeLinkState(link));
    return page(
      "Unsubscribe from Quayside email",
      `<p>Stop alert and digest email to this address? You will still see notifications in the app.</p>
<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  } catch (error) {
    return toErrorResponse(error);
  }
});

export const POST = observedRoute(async (request: NextRequest): Promise<Response> => {
  try {
    const { link } = tokenOf(request);
    assertUsable(await unsubscribeByLink(link));
    return page(
      "You are unsubscribed",
      "<p>Quayside will send no more alert or digest email to this address. Turn email back on under Notifications in the app.</p>",
    );
  } catch (error) {
    return toErrorResponse(error);
  }
});
