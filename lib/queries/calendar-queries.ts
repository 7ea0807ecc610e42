import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { CalendarEntry, CalendarResponse, ContainerWorkState } from "@/lib/shared/work-api";

import { conflictOf, workUrl } from "./work-queries";
import { calendarKeys, containerKeys, workKeys } from "./keys";

// GET /api/calendar and re-planning a pickup from it (PATCH /api/containers/{id}/work with the entry's
// `workVersion`, so a plan someone changed meanwhile is a conflict, not an overwrite).

export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) => fetchJson<CalendarResponse>(`/api/calendar?from=${from}&to=${to}`, { signal }),
  });
}

/** The calendar with the box's planned pickup moved to `date` (entries of other kinds stay where they are). */
export function movePlannedPickup(calendar: CalendarResponse, entry: CalendarEntry, date: string): CalendarResponse {
  const existing = calendar.days
    .flatMap((day) => day.entries)
    .find((item) => item.containerId === entry.containerId && item.kind === "planned_pickup");
  const moved: CalendarEntry = {
    ...(existing ?? entry),
    kind: "planned_pickup",
    time: existing?.time ?? null,
    endTime: existing?.endTime ?? null,
    reference: existing?.reference ?? null,
  };
  return {
    ...calendar,
    days: calendar.days.map((day) => {
      const entries = day.entries.filter(
        (item) => !(item.containerId === entry.containerId && item.kind === "planned_pickup"),
      );
      return { ...day, entries: day.date === date ? [...entries, moved] : entries };
    }),
  };
}

type ReplanVars = { entry: CalendarEntry; date: string; version: number };
export type ReplanConflict = { entry: CalendarEntry; date: string; current: ContainerWorkState };

export function useReplanPickup() {
  const client = useQueryClient();
  const [conflict, setConflict] = useState<ReplanConflict | null>(null);
  const mutation = useMutation({
    mutationFn: ({ entry, date, version }: ReplanVars) =>
      fetchJson<ContainerWorkState>(workUrl(entry.containerId), {
        method: "PATCH",
        body: { version, plannedPickup: { date } },
      }),
    onMutate: async ({ entry, date }) => {
      setConflict(null);
      await client.cancelQueries({ queryKey: calendarKeys.all });
      const snapshots = client.getQueriesData<CalendarResponse>({ queryKey: calendarKeys.all });
      for (const [key, data] of snapshots) if (data) client.setQueryData(key, movePlannedPickup(data, entry, date));
      return { snapshots };
    },
    // The next move of the same box must send the version this one made, even before the calendar is re-read.
    onSuccess: (state, { entry }) => {
      client.setQueriesData<CalendarResponse>({ queryKey: calendarKeys.all }, (data) =>
        data
          ? {
              ...data,
              days: data.days.map((day) => ({
                ...day,
                entries: day.entries.map((item) =>
                  item.containerId === entry.containerId ? { ...item, workVersion: state.version } : item,
                ),
              })),
            }
          : data,
      );
    },
    onError: (error, vars, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
      const current = conflictOf(error);
      if (current) setConflict({ entry: vars.entry, date: vars.date, current });
    },
    onSettled: (_data, _error, vars) =>
      Promise.all([
        client.invalidateQueries({ queryKey: calendarKeys.all }),
        client.invalidateQueries({ queryKey: workKeys.container(vars.entry.containerId) }),
        client.invalidateQueries({ queryKey: containerKeys.detail(vars.entry.containerId) }),
      ]),
  });
  const replan = (entry: CalendarEntry, date: string, version = entry.workVersion) => {
    if (entry.kind === "planned_pickup" && calendarDateOf(client, entry) === date) return;
    mutation.mutate({ entry, date, version });
  };
  return {
    replan,
    conflict,
    retry: () => conflict && replan(conflict.entry, conflict.date, conflict.current.version),
    dismiss: () => {
      setConflict(null);
      mutation.reset();
    },
    error: mutation.error && !conflictOf(mutation.error) ? mutation.error : null,
    isPending: mutation.isPending,
  };
}

/** The day the box's planned pickup shows on now, in any loaded range. */
function calendarDateOf(client: ReturnType<typeof useQueryClient>, entry: CalendarEntry): string | null {
  for (const [, data] of client.getQueriesData<CalendarResponse>({ queryKey: calendarKeys.all })) {
    const day = data?.days.find((d) =>
      d.entries.some((item) => item.containerId === entry.containerId && item.kind === "planned_pickup"),
    );
    if (day) return day.date;
  }
  return null;
}
