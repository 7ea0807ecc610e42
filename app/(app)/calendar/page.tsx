import type { Metadata } from "next";
import { Suspense } from "react";

import { requirePageUser } from "@/lib/server/auth/session";
import { can } from "@/lib/shared/roles";

import { CalendarSkeleton } from "./_components/calendar-skeleton";
import { CalendarScreen } from "./_components/calendar-screen";
import { calendarToday } from "./_lib/calendar-today";

export const metadata: Metadata = { title: "Calendar" };

// Every role reads the calendar; dispatchers and admins re-plan pickups by dragging a box to another day.
export default async function CalendarPage() {
  const user = await requirePageUser();
  const { today, zone } = await calendarToday(user.workspaceId);
  const canWrite = can(user, "write");
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <CalendarScreen today={today} zone={zone} meId={user.id} canWrite={canWrite} />
    </Suspense>
  );
}
