// Pure. A note mentions a teammate as `@` + the part of their email before the "@" (`@maria.lopez` for
// maria.lopez@company.com), matched without regard to case against the workspace's active users. Plain text,
// so a note typed anywhere (or sent through the API) mentions the same people the UI's picker would insert.

// Not preceded by a word character, "." or "@", so "ops@maria.lopez" (an email) mentions nobody.
const MENTION = /(?<![\w.@])@([a-z0-9][a-z0-9._%+-]*)/gi;

/** The lower-cased handles a body mentions; a sentence's final "." is not part of the handle. */
export function mentionHandles(body: string): string[] {
  const handles = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const handle = (match[1] ?? "").replace(/[.]+$/, "").toLowerCase();
    if (handle) handles.add(handle);
  }
  return [...handles];
}

export const handleOf = (email: string): string => (email.split("@")[0] ?? "").toLowerCase();

/** Ids of the users the body mentions, in the order of `users`. Two users with one handle are both mentioned. */
export function resolveMentions(body: string, users: readonly { id: string; email: string }[]): string[] {
  const handles = new Set(mentionHandles(body));
  return users.filter((user) => handles.has(handleOf(user.email))).map((user) => user.id);
}
