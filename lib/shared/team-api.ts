// The contract of GET /api/team: who is signed in and the workspace's active users, for the assignee picker,
// @mention suggestions and the calendar's names. Shared by the route and the board's UI.
import type { Role } from "@/lib/domain/roles";
import type { UserRef } from "./work-api";

export type TeamResponse = {
  me: UserRef & { role: Role; canWrite: boolean };
  /** Active users of the workspace (disabled ones cannot be assigned or mentioned), by email. */
  members: UserRef[];
};
