// Hazmat is not a fact of the service's container: an account carries it, when it does, as a custom field on the
// box (`hazmat_indicator`, a boolean in the demo account's definitions). Custom fields are the account's own, so a
// value may come as a boolean, a yes/no word or a number: read tolerantly, anything else is unknown.

/** The custom field's api_slug Quayside reads hazmat from. */
export const HAZMAT_FIELD_SLUG = "hazmat_indicator";

const YES = new Set(["true", "yes", "y", "1", "hazmat", "haz"]);
const NO = new Set(["false", "no", "n", "0", "none"]);

/** true / false as the field says; null when it says nothing readable. */
export function hazmatOf(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== "string") return null;
  const word = value.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}
