import { formatBytes } from "./format/number";

// What the document inbox accepts, checked in the browser before anything is sent and again on the server.
// The service states no limits; these keep uploads to what it classifies (PDFs and scans) at a size a
// drayage packet reaches.
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

export const ACCEPTED_TYPES: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/tiff": ".tif",
};

export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_TYPES), ".pdf", ".png", ".jpg", ".jpeg", ".tif", ".tiff"].join(
  ",",
);

const EXTENSION_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  tif: "image/tiff",
  tiff: "image/tiff",
};

/** The file's type: the browser's, or from its extension when the browser gives none. */
export function resolveContentType(file: { name: string; type: string }): string | null {
  if (file.type && file.type in ACCEPTED_TYPES) return file.type;
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  return EXTENSION_TYPES[extension] ?? null;
}

/** Null when the file may be uploaded; otherwise the message to show. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | null {
  if (!resolveContentType(file)) return `${file.name}: only PDF, PNG, JPEG and TIFF files can be uploaded.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  return null;
}
