import type { UserRef } from "@/lib/shared/work-api";

// Pure. @mentions as the server reads them (lib/server/work/mentions.ts): `@` + the part of a teammate's email
// before the "@", not preceded by a word character, "." or "@". The composer suggests teammates while a
// handle is being typed and inserts the handle; the thread highlights the handles of the people mentioned.

export const handleOf = (email: string): string => (email.split("@")[0] ?? "").toLowerCase();

/** The handle being typed right before the caret (`start` is the index of its "@"), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\w.@])@([a-z0-9._%+-]*)$/i.exec(before);
  if (!match) return null;
  const query = match[1] ?? "";
  return { start: caret - query.length - 1, query: query.toLowerCase() };
}

/** Teammates whose handle, name or email starts with (or whose name contains a word starting with) the query. */
export function mentionCandidates(users: readonly UserRef[], query: string, limit = 6): UserRef[] {
  const q = query.toLowerCase();
  const score = (user: UserRef): number => {
    if (handleOf(user.email).startsWith(q)) return 0;
    const name = (user.name ?? "").toLowerCase();
    if (name.startsWith(q)) return 1;
    if (name.split(/\s+/).some((word) => word.startsWith(q))) return 2;
    return user.email.toLowerCase().includes(q) ? 3 : -1;
  };
  return users
    .map((user) => ({ user, rank: score(user) }))
    .filter((item) => item.rank >= 0)
    .sort((a, b) => a.rank - b.rank || handleOf(a.user.email).localeCompare(handleOf(b.user.email)))
    .slice(0, limit)
    .map((item) => item.user);
}

/** The text with the typed handle replaced by the chosen teammate's, and where the caret goes after it. */
export function insertMention(
  text: string,
  mention: { start: number; query: string },
  user: UserRef,
): { text: string; caret: number } {
  const handle = `@${handleOf(user.email)} `;
  const end = mention.start + 1 + mention.query.length;
  const rest = text.slice(end).replace(/^\s/, "");
  return { text: `${text.slice(0, mention.start)}${handle}${rest}`, caret: mention.start + handle.length };
}

export type BodyPart = { text: string; mention: UserRef | null };

/** A note's body cut into text and the mentions of `mentioned` (the users the server resolved), in order. */
export function splitMentions(body: string, mentioned: readonly UserRef[]): BodyPart[] {
  const byHandle = new Map(mentioned.map((user) => [handleOf(user.email), user]));
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(/(?<![\w.@])@([a-z0-9][a-z0-9._%+-]*)/gi)) {
    const handle = (match[1] ?? "").replace(/[.]+$/, "");
    const user = byHandle.get(handle.toLowerCase());
    const index = match.index;
    if (!user) continue;
    if (index > last) parts.push({ text: body.slice(last, index), mention: null });
    parts.push({ text: `@${handle}`, mention: user });
    last = index + 1 + handle.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: null });
  return parts;
}
