import { findMentions, handleOf, mentionTextOf } from "@/lib/domain/mentions";
import type { UserRef } from "@/lib/shared/work-api";

// Pure. @mentions as the server reads them (lib/domain/mentions.ts): a full name, a first name no teammate
// shares, or an email handle. The composer suggests teammates while a mention is being typed and inserts the
// teammate's name (their handle when the name is not theirs alone); the thread highlights the people told.

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

/** The text with the typed mention replaced by the chosen teammate's, and where the caret goes after it. */
export function insertMention(
  text: string,
  mention: { start: number; query: string },
  user: UserRef,
  members: readonly UserRef[],
): { text: string; caret: number } {
  const written = `@${mentionTextOf(user, members)} `;
  const end = mention.start + 1 + mention.query.length;
  const rest = text.slice(end).replace(/^\s/, "");
  return { text: `${text.slice(0, mention.start)}${written}${rest}`, caret: mention.start + written.length };
}

/** The text with one mention (as found by findMentions) written as `user`: an ambiguous name made definite. */
export function replaceMention(
  text: string,
  mention: { start: number; end: number },
  user: UserRef,
  members: readonly UserRef[],
): string {
  return `${text.slice(0, mention.start)}@${mentionTextOf(user, members)}${text.slice(mention.end)}`;
}

export type BodyPart = { text: string; mention: UserRef | null };

/** A note's body cut into text and the mentions of `mentioned` (the users the server told), in order. */
export function splitMentions(body: string, mentioned: readonly UserRef[]): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of findMentions(body, mentioned)) {
    const user = match.status === "resolved" ? mentioned.find((item) => item.id === match.userIds[0]) : undefined;
    if (!user) continue;
    if (match.start > last) parts.push({ text: body.slice(last, match.start), mention: null });
    parts.push({ text: body.slice(match.start, match.end), mention: user });
    last = match.end;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: null });
  return parts;
}
