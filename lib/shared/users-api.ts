// The contract of /api/users and /api/invites (admins): the workspace's people and open invites, shared by the
// route handlers and the settings screen's users panel.
import type { Role } from "@/lib/domain/roles";

export type UserRow = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  disabled: boolean;
  lastSignInAt: string | null;
};
export type InviteRow = { id: string; email: string; role: Role; expiresAt: string };

/** GET /api/users. */
export type UsersResponse = { users: UserRow[]; invites: InviteRow[] };

/** POST /api/users: the invitation link, shown once (only its hash is stored). */
export type InviteResponse = { inviteUrl: string };
