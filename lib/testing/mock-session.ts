// The session lookup for integration tests that call route handlers directly: the signed-in user is whatever
// the test puts in `holder.user`, and the role check is the real one's. Use it from a hoisted vi.mock factory:
//   const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
//   vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));
import { can, type Action } from "@/lib/domain/roles";
import type { SessionUser } from "@/lib/shared/session-api";
import { AppError } from "@/lib/shared/app-error";

export function sessionModule(holder: { user: SessionUser | null }) {
  return {
    requireUser: async (action?: Action) => {
      if (!holder.user) throw new AppError("unauthorized", "Sign in to continue.");
      if (action && !can(holder.user, action)) throw new AppError("forbidden", "Your role does not allow this.");
      return holder.user;
    },
  };
}
