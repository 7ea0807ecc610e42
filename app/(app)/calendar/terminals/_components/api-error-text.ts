import { ApiError } from "@/lib/shared/fetch-json";

/** The server's message with the first field's own reason ("Some fields are not valid. reason: Say why …"). */
export function apiErrorText(error: Error): string {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return error.message;
  const first = (error.details as unknown[]).find(
    (item): item is { path: string; message: string } =>
      typeof item === "object" && item !== null && "message" in item && "path" in item,
  );
  return first ? `${error.message} ${first.path}: ${first.message}` : error.message;
}
