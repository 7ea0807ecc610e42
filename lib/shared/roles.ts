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

/** Who may change operational data (tracking, documents, refresh). Managers read only. */
export const WRITE_ROLES = ["admin", "dispatcher"] as const satisfies readonly Role[];
export const ADMIN_ROLES = ["admin"] as const satisfies readonly Role[];
