import { downloadUrl } from "@/lib/server/documents/actions";
import { safeDownload } from "@/lib/server/http/safe-download";
import { logger } from "@/lib/server/logger";
import { authedRoute } from "@/lib/server/route";
import { AppError } from "@/lib/shared/app-error";
import { ACCEPTED_TYPES } from "@/lib/shared/upload-rules";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * Streams the file from the service's short-lived URL (fetched with the stored key), so the browser never sees
 * the key and the preview stays same-origin. ?inline=1 shows it in the page instead of saving it.
 */
export const GET = authedRoute<{ id: string }>(undefined, async ({ request, user, params }) => {
  const file = await downloadUrl(user.workspaceId, params.id);
  // The URL comes from the service: it is fetched only if it leads to a public https host (see safe-download).
  const upstream = await safeDownload(file.url, file.policy, { signal: AbortSignal.timeout(60_000) }).catch(
    (error: unknown) => {
      if (error instanceof AppError) {
        logger.warn("document download refused", {
          workspaceId: user.workspaceId,
          documentId: params.id,
          host: new URL(file.url).host,
          reason: error.message,
        });
        throw error;
      }
      return null;
    },
  );
  if (!upstream || upstream.status < 200 || upstream.status > 299) {
    await upstream?.body.cancel();
    throw new AppError("upstream_unavailable", "The file store did not hand over the file; try again in a moment.");
  }
  const type = file.contentType ?? upstream.contentType?.split(";")[0]?.trim() ?? "";
  // Only PDFs and images are shown inline; anything else (an emailed HTML file) is served as an opaque download
  // so it can never run on our origin.
  const safe = type in ACCEPTED_TYPES;
  const inline = safe && request.nextUrl.searchParams.get("inline") === "1";
  const headers = new Headers({
    "Content-Type": safe ? type : "application/octet-stream",
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "Cache-Control": "private, no-store",
    // The preview is framed by our own document page only (frame-ancestors overrides X-Frame-Options: DENY).
    "Content-Security-Policy": "frame-ancestors 'self'",
  });
  if (upstream.contentLength) headers.set("Content-Length", upstream.contentLength);
  return new Response(upstream.body, { status: 200, headers });
});
