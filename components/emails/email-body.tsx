import { EMAIL_IFRAME_SANDBOX } from "@/lib/shared/email-body-policy";

/**
 * An email body as people expect to read it, and as nothing else: plain text is escaped by React; HTML arrives
 * already rebuilt from an allowlist on the server and is shown in a sandboxed frame that may not run scripts
 * or load anything remote.
 */
export function EmailBody({ text, inertHtml }: { text: string | null; inertHtml: string | null }) {
  if (inertHtml !== null) {
    return (
      <iframe
        title="Email body"
        sandbox={EMAIL_IFRAME_SANDBOX}
        referrerPolicy="no-referrer"
        srcDoc={inertHtml}
        className="h-96 w-full resize-y rounded-md border border-border bg-white"
        data-testid="email-body-frame"
      />
    );
  }
  if (!text) return <p className="text-sm text-muted">This email has no body.</p>;
  return <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed">{text}</pre>;
}
