// Display helpers shared by the document and email screens.
import { documentTypeLabel } from "@/lib/domain/document-facts";

export const SOURCE_LABELS: Record<string, string> = {
  upload: "Upload",
  api: "API",
  email: "Email",
  split_document: "Split from packet",
};

export function sourceLabel(source: string | null, uploadedHere: boolean): string {
  if (uploadedHere) return "Uploaded here";
  return source ? (SOURCE_LABELS[source] ?? source) : "Unknown";
}

export function typeLabel(type: string | null): string {
  return documentTypeLabel(type);
}

/** A board link for a container: the drawer when it is cached, else a search by number. */
export function containerHref(container: { id: string | null; number: string | null; upstreamId: string }): string {
  if (container.id) return `/board?open=${encodeURIComponent(container.id)}`;
  return `/board?q=${encodeURIComponent(container.number ?? container.upstreamId)}`;
}
