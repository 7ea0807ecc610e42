"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

import { isLocalDate, type CalendarView } from "@/components/work/calendar-range";

/** The calendar's view and anchor date in the URL (`?view=month&date=2026-11-24`), so a page can be linked. */
export function useCalendarUrl(today: string) {
  const params = useSearchParams();
  const pathname = usePathname();
  const view: CalendarView = params.get("view") === "month" ? "month" : "week";
  const raw = params.get("date");
  const date = isLocalDate(raw) ? raw : today;
  const set = useCallback(
    (next: { view?: CalendarView; date?: string }) => {
      const search = new URLSearchParams(window.location.search);
      if (next.view) search.set("view", next.view);
      if (next.date) search.set("date", next.date);
      window.history.replaceState(null, "", `${pathname}?${search.toString()}`);
    },
    [pathname],
  );
  return { view, date, set };
}
