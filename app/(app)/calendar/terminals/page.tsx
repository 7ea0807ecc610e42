import type { Metadata } from "next";

import { can } from "@/lib/domain/roles";
import { requirePageUser } from "@/lib/server/auth/session";

import { TerminalsScreen } from "./_components/terminals-screen";

export const metadata: Metadata = { title: "Terminal calendars and free time" };

// Everyone reads terminal calendars and free-time rules; dispatchers and admins add closures; admins add rules.
export default async function TerminalCalendarsPage() {
  const user = await requirePageUser();
  return <TerminalsScreen canWrite={can(user, "write")} canAdminister={can(user, "administer")} />;
}
