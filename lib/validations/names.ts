import { z } from "zod";

// Names people type for themselves or a workspace travel into email subjects, headers and pages. Control
// characters (CR/LF can forge a header line such as "Bcc: …", NUL cuts strings short) and bidi controls
// (which make text read differently than it is stored) have no place in a name, so they are refused rather
// than stripped: silently changing someone's name would surprise them. HTML is left alone here and escaped
// wherever a name is rendered.

// C0 and C1 controls and DEL (\p{Cc}), the line and paragraph separators, and the bidi marks, embeddings,
// overrides and isolates.
const CONTROL_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const NAME_CONTROL_MESSAGE = "Names cannot contain line breaks, tabs or other control characters.";

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A trimmed, single-line, bounded name. */
export function nameSchema(options: { min: number; max: number; emptyMessage: string }) {
  return z
    .string()
    .trim()
    .min(options.min, options.emptyMessage)
    .max(options.max, `Use at most ${options.max} characters`)
    .refine((value) => !hasControlCharacters(value), NAME_CONTROL_MESSAGE);
}

export const personNameSchema = nameSchema({ min: 1, max: 100, emptyMessage: "Enter your name" });

export const workspaceNameSchema = nameSchema({
  min: 2,
  max: 100,
  emptyMessage: "Give the workspace a name of at least 2 characters",
});
