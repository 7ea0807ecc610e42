// Pure: what an upload's first bytes say it is, against what its name and Content-Type claim. The browser's
// type and the extension are the client's word; a file named invoice.pdf may be an HTML page or a script, which
// the service would store and hand to every colleague who opens it. So the bytes decide, read by `file-type`
// (magic numbers), before anything is sent on.
import { fileTypeFromBuffer } from "file-type";

import { AppError } from "@/lib/shared/app-error";

/** Enough for file-type to recognise every accepted kind (its own "reasonable detection size"). */
export const SNIFF_BYTES = 4100;

const LABELS: Record<string, string> = {
  "application/pdf": "a PDF",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/tiff": "a TIFF image",
};

/** Bytes that read as text: no NUL and no other control character than tab, line breaks and form feed. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c);
}

function startsWith(head: Uint8Array, ascii: string): boolean {
  return ascii.split("").every((char, index) => head[index] === char.charCodeAt(0));
}

/** What the bytes are, in words, for the message; null when nothing known. */
async function describe(head: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return LABELS[detected.mime] ?? `${detected.mime} (.${detected.ext})`;
  if (looksLikeText(head)) return "text (such as HTML or a script)";
  return null;
}

/**
 * Throws 415 unless `head` (the first SNIFF_BYTES of the file, or all of a shorter one) is of `contentType`,
 * one of the accepted kinds (lib/shared/upload-rules.ts). A PDF must start with `%PDF-`; an image must be that
 * image format.
 */
export async function assertContentMatches(head: Uint8Array, contentType: string, name: string): Promise<void> {
  const expected = LABELS[contentType];
  if (!expected)
    throw new AppError("unsupported_media_type", `${name}: only PDF, PNG, JPEG and TIFF files can be uploaded.`);
  const matches =
    contentType === "application/pdf"
      ? startsWith(head, "%PDF-")
      : (await fileTypeFromBuffer(head))?.mime === contentType;
  if (matches) return;
  const actual = await describe(head);
  throw new AppError(
    "unsupported_media_type",
    `${name} is named or sent as ${expected}, but its content is ${actual ?? "not a file of that kind"}. Upload the original ${expected.replace(/^an? /, "")} file.`,
  );
}
