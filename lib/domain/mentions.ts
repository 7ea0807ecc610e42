// Pure, shared by the server (who is told) and the composer (what it will tell, before posting). A note mentions
// a teammate as `@` + their full name ("@Dana Reyes"), their first name when no teammate shares it ("@Dana"), or
// the part of their email before the "@" ("@dana.reyes"), matched without regard to case against the workspace's
// active users. An "@" preceded by a word character, "." or "@" is part of an email address, not a mention.
// Precedence: the longest full name, then the email handle, then the first name. A first name two teammates share
// mentions neither: the composer asks which one before the note is posted.

export type Mentionable = { id: string; email: string; name: string | null };

export type MentionMatch = {
  /** Index of the "@" and the end of the mention in the body. */
  start: number;
  end: number;
  /** The words after the "@" as typed. */
  text: string;
  status: "resolved" | "ambiguous" | "unknown";
  /** Resolved: the teammates told (two sharing one handle are both); ambiguous: those the name could mean. */
  userIds: string[];
};

export const handleOf = (email: string): string => (email.split("@")[0] ?? "").toLowerCase();
const firstNameOf = (name: string | null): string => (name ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
const fold = (text: string): string => text.toLowerCase();

const AT = /(?<![\w.@])@/g;
const HANDLE = /^[a-z0-9][a-z0-9._%+-]*/i;
const WORD = /^[\p{L}][\p{L}'-]*/u;

function fullNameAt(rest: string, users: readonly Mentionable[]): { text: string; ids: string[] } | null {
  let best: { text: string; ids: string[] } | null = null;
  for (const user of users) {
    const name = (user.name ?? "").trim();
    if (!name.includes(" ")) continue;
    const next = rest.charAt(name.length);
    if (fold(rest.slice(0, name.length)) !== fold(name) || /[\p{L}\d]/u.test(next)) continue;
    if (!best || name.length > best.text.length) best = { text: rest.slice(0, name.length), ids: [user.id] };
    else if (name.length === best.text.length) best.ids.push(user.id);
  }
  return best;
}

/** Every mention in `body`, in order, with whom it means. */
export function findMentions(body: string, users: readonly Mentionable[]): MentionMatch[] {
  const found: MentionMatch[] = [];
  for (const at of body.matchAll(AT)) {
    const start = at.index;
    const rest = body.slice(start + 1);
    const full = fullNameAt(rest, users);
    if (full) {
      found.push({
        start,
        end: start + 1 + full.text.length,
        text: full.text,
        status: full.ids.length === 1 ? "resolved" : "ambiguous",
        userIds: full.ids,
      });
      continue;
    }
    // A sentence's final "." is not part of a handle.
    const handle = (HANDLE.exec(rest)?.[0] ?? "").replace(/[.]+$/, "");
    const byHandle = handle ? users.filter((user) => handleOf(user.email) === fold(handle)) : [];
    if (byHandle.length > 0) {
      found.push({
        start,
        end: start + 1 + handle.length,
        text: handle,
        status: "resolved",
        userIds: byHandle.map((user) => user.id),
      });
      continue;
    }
    const word = WORD.exec(rest)?.[0] ?? handle;
    if (!word) continue;
    const byName = users.filter((user) => firstNameOf(user.name) === fold(word));
    found.push({
      start,
      end: start + 1 + word.length,
      text: word,
      status: byName.length === 1 ? "resolved" : byName.length > 1 ? "ambiguous" : "unknown",
      userIds: byName.map((user) => user.id),
    });
  }
  return found;
}

/** Ids of the teammates a body tells, in the order of `users`. */
export function resolveMentions(body: string, users: readonly Mentionable[]): string[] {
  const told = new Set(
    findMentions(body, users).flatMap((mention) => (mention.status === "resolved" ? mention.userIds : [])),
  );
  return users.filter((user) => told.has(user.id)).map((user) => user.id);
}

/**
 * How the composer writes a chosen teammate: their full name when no other teammate has it, else their handle
 * (which never collides with another teammate's full name or first name in a way that changes who is told).
 */
export function mentionTextOf(user: Mentionable, users: readonly Mentionable[]): string {
  const name = (user.name ?? "").trim();
  const unique =
    name.includes(" ") && users.filter((other) => fold((other.name ?? "").trim()) === fold(name)).length === 1;
  return unique ? name : handleOf(user.email);
}
