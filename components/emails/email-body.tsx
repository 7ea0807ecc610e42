import { EMAIL_IFRAME_SANDBOX, inertEmailDocument } from "@/lib/shared/inert-email-html";

/**
 * An email body as people expect to read it, and as nothing else: plain text is escaped by React; HTML is
 * rebuilt from an allowlist and shown in a sandboxed frame that may not run scripts or load anything remote.
 */
export function EmailBody({ body, contentType }: { body: string | null; contentType: string | null }) {
  if (!body) return <p className="text-sm text-muted">This email has no body.</p>;
  const isHtml = (contentType ?? "").toLowerCase().includes("html") || /^\s*<(!doctype|html|body|div|p|table)\b/i.test(body);
  if (!isHtml) return <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed">{body}</pre>;
  return (
    <iframe
      title="Email body"
      sandbox={EMAIL_IFRAME_SANDBOX}
      referrerPolicy="no-referrer"
      srcDoc={inertEmailDocument(body)}
      className="h-96 w-full resize-y rounded-md border border-border bg-white"
      data-testid="email-body-frame"
    />
  );
}
