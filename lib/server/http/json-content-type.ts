// Pure: no server-only import, so unit tests can load it. A JSON route accepts only a JSON body, so an HTML
// form (text/plain, urlencoded, multipart: the content types a page may send anywhere without a CORS
// preflight) can never be read as JSON even if it reached the route.
import { AppError } from "@/lib/shared/app-error";

/** True for `application/json`, with any parameters (`; charset=utf-8`), in any letter case. */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const essence = value.split(";", 1)[0]?.trim().toLowerCase();
  return essence === "application/json";
}

/** Throws 415 `unsupported_media_type` unless the request says its body is JSON. */
export function assertJsonContentType(request: Request): void {
  if (isJsonContentType(request.headers.get("content-type"))) return;
  throw new AppError(
    "unsupported_media_type",
    "Send the request body as JSON with the header Content-Type: application/json.",
  );
}
