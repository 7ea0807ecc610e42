import { CalendarSkeleton } from "./_components/calendar-skeleton";

export default function CalendarLoading() {
  return <CalendarSkeleton />;
}
