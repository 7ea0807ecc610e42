"use client";

import { findMentions } from "@/lib/domain/mentions";
import type { UserRef } from "@/lib/shared/work-api";

import { replaceMention } from "./composer-mentions";
import { personName } from "./work-format";

/**
 * Before a note is posted: who its mentions will tell, which name nobody has (no one is told), and which name two
 * teammates share, with a button for each to say which one.
 */
export function MentionPreview({
  draft,
  members,
  onChange,
}: {
  draft: string;
  members: readonly UserRef[];
  onChange: (draft: string) => void;
}) {
  const mentions = findMentions(draft, members);
  if (mentions.length === 0) return null;
  const byId = new Map(members.map((user) => [user.id, user]));
  const told = [...new Set(mentions.flatMap((m) => (m.status === "resolved" ? m.userIds : [])))].flatMap(
    (id) => byId.get(id) ?? [],
  );
  return (
    <div className="space-y-1 text-xs" aria-live="polite" data-testid="mention-preview">
      {told.length > 0 ? (
        <p className="text-muted" data-testid="mention-told">
          Will tell {told.map((user) => personName(user)).join(", ")}.
        </p>
      ) : null}
      {mentions
        .filter((mention) => mention.status === "unknown")
        .map((mention) => (
          <p key={`u${mention.start}`} className="text-warning" data-testid="mention-unknown">
            @{mention.text}: no teammate by that name, so nobody is told.
          </p>
        ))}
      {mentions
        .filter((mention) => mention.status === "ambiguous")
        .map((mention) => (
          <p key={`a${mention.start}`} className="flex flex-wrap items-center gap-1.5" data-testid="mention-ambiguous">
            <span className="text-warning">@{mention.text} could be</span>
            {mention.userIds
              .flatMap((id) => byId.get(id) ?? [])
              .map((user) => (
                <button
                  key={user.id}
                  type="button"
                  className="rounded border border-border px-1.5 py-0.5 hover:bg-surface-muted"
                  onClick={() => onChange(replaceMention(draft, mention, user, members))}
                >
                  {personName(user)} <span className="text-muted">({user.email})</span>
                </button>
              ))}
          </p>
        ))}
    </div>
  );
}
