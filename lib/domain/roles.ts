// Roles and what each may do. Shared by server checks and the UI (which hides what a role cannot use;
// the server still enforces it).
export const ROLES = ["admin", "dispatcher", "manager"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  dispatcher: "Dispatcher",
  manager: "Manager (read-only)",
};

export const ROLE_SHORT_LABELS: Record<Role, string> = {
  admin: "Admin",
  dispatcher: "Dispatcher",
  manager: "Manager · read-only",
};

/**
 * What a role may do, the one table: `write` changes operational data (tracking, documents, refresh, work);
 * `administer` the workspace (settings, users, tariffs, alert delivery). Managers read only.
 */
const ALLOWED = {
  write: ["admin", "dispatcher"],
  administer: ["admin"],
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof ALLOWED;

/**
 * Whether `user` may do `action`: what the UI shows or hides, and what route handlers (`authedRoute(action, …)`) and
 * pages (`requirePageUser(action)`) enforce.
 */
export function can(user: { role: Role }, action: Action): boolean {
  return (ALLOWED[action] as readonly Role[]).includes(user.role);
}
