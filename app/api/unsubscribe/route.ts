import type { NextRequest } from "next/server";

import { unsubscribeEmail } from "@/lib/server/alerts/preferences";
import { escapeHtml } from "@/lib/server/alerts/render-email";
import { verifyUnsubscribeToken } from "@/lib/server/alerts/unsubscribe-token";
import { toErrorResponse } from "@/lib/server/http-error";
import { AppError } from "@/lib/shared/app-error";

// One-click unsubscribe from alert email (RFC 8058). No session: the signed token in the link is the
// authority, and all it can do is turn that person's email off. POST unsubscribes (what a mail client sends
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

function tokenOf(request: NextRequest): string {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  if (!verifyUnsubscribeToken(token))
    throw new AppError(
      "bad_request",
      "This unsubscribe link is not valid. Open Notifications in Quayside to turn email off.",
    );
  return token;
}

export async function GET(request: NextRequest): Promise<Response> {
  try {
    const token = tokenOf(request);
    return page(
      "Unsubscribe from Quayside email",
      `<p>Stop alert and digest email to this address? You will still see notifications in the app.</p>
<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  } catch (error) {
    return toErrorResponse(error);
  }
}

export async function POST(request: NextRequest): Promise<Response> {
  try {
    const userId = verifyUnsubscribeToken(tokenOf(request));
    if (!userId || !(await unsubscribeEmail(userId)))
      throw new AppError("not_found", "This unsubscribe link belongs to an account that no longer exists.");
    return page(
      "You are unsubscribed",
      "<p>Quayside will send no more alert or digest email to this address. Turn email back on under Notifications in the app.</p>",
    );
  } catch (error) {
    return toErrorResponse(error);
  }
}
