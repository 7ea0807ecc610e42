// Pure: the one password policy, for every place a password is set (invitation accept, create-admin). It adds
// to the browser-safe rules of lib/validations/password.ts the check against common and breached passwords
// (zxcvbn-ts with its common dictionaries, ~2 MB): server-side only, which lib/server guarantees (components
// never import it), so it carries no "server-only" and the create-admin script can load it in plain Node.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

import { AppError } from "@/lib/shared/app-error";
import { passwordSchema } from "@/lib/validations/password";

export const COMMON_PASSWORD_MESSAGE =
  "This password is on lists of common and breached passwords that attackers try first. Use a few unrelated words instead.";
export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too easy to guess: it is built from your email, name or workspace, or from common words, dates or keyboard patterns. Use a few unrelated words instead.";

// zxcvbn's score 3 means "safely unguessable: moderate protection from offline attacks" (about 10^8 guesses);
// below it a password falls to a list of common passwords and their variations.
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

// Built on first use: the dictionaries take a moment to load and only password changes need them.
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * What is wrong with `password`, or null when it may be used. `related` are words an attacker targeting this
 * account knows (its email, name, workspace): a password built from them counts as guessable.
 */
export function passwordProblem(password: string, related: readonly string[] = []): string | null {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? "Choose another password.";
  const result = strength().check(password, [...related]);
  if (result.score >= MIN_SCORE) return null;
  const listed = result.sequence.some(
    (match) => match.pattern === "dictionary" && String(match.dictionaryName).startsWith("passwords"),
  );
  return listed ? COMMON_PASSWORD_MESSAGE : GUESSABLE_PASSWORD_MESSAGE;
}

/** Throws a validation error naming the password field when the policy refuses it. */
export function assertPasswordAllowed(password: string, related: readonly string[] = []): void {
  const problem = passwordProblem(password, related);
  if (problem) {
    throw new AppError("validation_failed", problem, { details: [{ path: "password", message: problem }] });
  }
}
