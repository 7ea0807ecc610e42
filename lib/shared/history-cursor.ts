// The cursor of a box's history pages (GET /api/containers/{id}/history): the last row of a page, by the instant
// it was observed and its id, the order the history is read in. Written by the server, read back by the route's
// validation (lib/validations/container-history-query.ts); opaque to the client, which only hands it back.

/** An ISO instant with milliseconds, an underscore and the row's id. */
export const HISTORY_CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,19})$/;

export function historyCursor(observedAt: string, id: string): string {
  return `${observedAt}_${id}`;
}
