import "server-only";

import { UpstreamError } from "@/lib/server/upstream/errors";

/**
 * An error as one log line. An upstream failure's message is written for people ("The tracking service is not
 * answering…"), so the service's status and own words are added: the log is where an operator needs them.
 */
export function errorText(error: unknown): string {
  if (error instanceof UpstreamError) {
    return `${error.message} [upstream ${error.kind}, ${error.upstreamStatus ?? "no answer"}: ${error.reason}]`;
  }
  return error instanceof Error ? error.message : String(error);
}
