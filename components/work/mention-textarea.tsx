"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";

import type { UserRef } from "@/lib/shared/work-api";

import { handleOf } from "@/lib/domain/mentions";

import { insertMention, mentionAt, mentionCandidates } from "./composer-mentions";
import { personName } from "./work-format";

type Props = {
  id: string;
  label: string;
  value: string;
  members: readonly UserRef[];
  maxLength: number;
  placeholder?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  /** Ctrl+Enter or ⌘+Enter. */
  onSubmit: () => void;
};

/**
 * A textarea that suggests teammates while an @handle is typed (a combobox with a listbox): ↑/↓ choose,
 * Enter or Tab insert, Esc closes the list (and only the list). The text stays plain: `@Full Name` (or `@handle`).
 */
export function MentionTextarea({
  id,
  label,
  value,
  members,
  maxLength,
  placeholder,
  autoFocus,
  onChange,
  onSubmit,
}: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const mention = mentionAt(value, caret);
  const candidates = mention && closedAt !== mention.start ? mentionCandidates(members, mention.query) : [];
  const open = candidates.length > 0;
  const chosen = Math.min(active, candidates.length - 1);

  const choose = (user: UserRef) => {
    if (!mention) return;
    const next = insertMention(value, mention, user, members);
    onChange(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (!open || !mention) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((chosen + (event.key === "ArrowDown" ? 1 : candidates.length - 1)) % candidates.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      const user = candidates[chosen];
      if (!user) return;
      event.preventDefault();
      choose(user);
    } else if (event.key === "Escape") {
      // Closes the suggestions only; the drawer stays open.
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(mention.start);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${chosen}` : undefined}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={value}
        className="block w-full resize-y rounded-md border border-border bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted/70"
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Teammates to mention"
        hidden={!open}
        className="absolute left-2 top-full z-50 mt-1 w-64 rounded-md border border-border bg-surface py-1 shadow-lg"
      >
        {candidates.map((user, index) => (
          <li
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === chosen}
            className={`cursor-pointer px-3 py-1 text-sm ${index === chosen ? "bg-accent/10 text-ink" : "text-ink"}`}
            onMouseDown={(event) => {
              // Keep focus (and the caret) in the textarea.
              event.preventDefault();
              choose(user);
            }}
          >
            {personName(user)} <span className="text-xs text-muted">@{handleOf(user.email)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
