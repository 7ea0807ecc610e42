// The signed-in user as the server reads it from the session (lib/server/auth/auth-sessions.ts) and as the app
// shell receives it: who it is, their role and their workspace.
import type { Role } from "@/lib/domain/roles";

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  workspaceId: string;
  workspaceName: string;
};
