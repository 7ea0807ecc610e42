// What the server and the browser agree on about showing an email body. The sanitising itself runs on the
// server (lib/server/documents/inert-email-html.ts, with sanitize-html): the browser receives a finished,
// inert document and only puts it in a sandboxed frame.

/** The frame document's policy: nothing remote, no scripts; only inline styles and data: images and fonts. */
export const EMAIL_BODY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** The sandbox for email iframes: an empty token list allows nothing (no scripts, no same-origin, no forms). */
export const EMAIL_IFRAME_SANDBOX = "";

/** An HTML body (by its content type, or by how it starts when the type is missing or wrong). */
export function isHtmlEmail(body: string, contentType: string | null): boolean {
  return (contentType ?? "").toLowerCase().includes("html") || /^\s*<(!doctype|html|body|div|p|table)\b/i.test(body);
}
