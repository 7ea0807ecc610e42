// The contract of /api/saved-views: a named board view (the board's filter query string, without "?"). Shared
// by the route handlers and the board's views menu; the request schema is in lib/validations/saved-view-input.ts.

export type SavedViewDto = { id: string; name: string; query: string; updatedAt: string };

/** GET /api/saved-views: the signed-in user's views. */
export type SavedViewsResponse = { views: SavedViewDto[] };
