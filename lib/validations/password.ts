import { z } from "zod";

// The password rules a browser can check without a dictionary: length, and the trivial shapes that pass any
// length rule ("aaaaaaaaaaaa", twelve spaces, "123456789012", "abcabcabcabc"). The common-password list is
// checked on the server only (lib/server/password-policy.ts), so its megabytes never reach a browser.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
// Fewer different characters than this is one key held down or a short pattern, whatever its length.
const MIN_DISTINCT_CHARACTERS = 5;

export const TRIVIAL_PASSWORD_MESSAGE =
  "This password is too easy to guess: it repeats a character or pattern, or runs in sequence (like aaaa or 1234). Use a few unrelated words instead.";

// The step from one character to the next on its own ring (digits 0-9, letters a-z), so "8901" and "yzab" are
// runs too: 1 up, -1 down; null between characters of different kinds.
function step(from: string, to: string): number | null {
  const ring = (char: string): [string, number] | null => {
    if (/[0-9]/.test(char)) return ["digit", 10];
    if (/[a-z]/i.test(char)) return ["letter", 26];
    return null;
  };
  const a = ring(from);
  const b = ring(to);
  if (!a || !b || a[0] !== b[0]) return null;
  const size = a[1];
  const forward = (to.toLowerCase().charCodeAt(0) - from.toLowerCase().charCodeAt(0) + size) % size;
  return forward > size / 2 ? forward - size : forward;
}

function isSequential(password: string): boolean {
  const chars = [...password];
  const steps = chars.slice(1).map((char, index) => step(chars[index] ?? "", char));
  const first = steps[0];
  return (first === 1 || first === -1) && steps.every((s) => s === first);
}

/** True for passwords whose length hides no guessing work: few distinct characters, a repeated unit, a run. */
export function isTrivialPassword(password: string): boolean {
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return true;
  if (/^([\s\S]+?)\1+$/u.test(password)) return true;
  return isSequential(password);
}

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => !isTrivialPassword(password), TRIVIAL_PASSWORD_MESSAGE);
