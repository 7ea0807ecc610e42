import { AppError } from "@/lib/shared/app-error";

// PostgreSQL refuses the NUL character in text (error 22021), so a "\u0000" in any string would fail deep in a
// query as a 500. It has no business in any field of this API: it is refused at the edge, in bodies and URLs,
// with a 400 that names where it was. Pure.

const NUL = "\u0000";

function refuse(where: string): never {
  throw new AppError(
    "bad_request",
    `The request contains a NUL character (\\u0000) in ${where}; remove it and try again.`,
  );
}

/**
 * Walks a parsed JSON value (keys and strings, any depth) without recursion, so a deeply nested body cannot
 * overflow the stack.
 */
export function assertNoNulInJson(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes(NUL)) refuse("the request body");
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) refuse("the request body");
        pending.push(element);
      }
    }
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Query parameter names and values, and the path (route parameters come from it). */
export function assertNoNulInUrl(url: string | URL): void {
  const parsed = typeof url === "string" ? new URL(url) : url;
  if (decoded(parsed.pathname).includes(NUL)) refuse("the address");
  for (const [name, value] of parsed.searchParams) {
    if (name.includes(NUL) || value.includes(NUL)) refuse(`the query parameter "${name.replaceAll(NUL, "")}"`);
  }
}
