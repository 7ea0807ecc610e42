import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type {
  ClosureView,
  FreeTimeExtensionView,
  FreeTimeRuleView,
  FreeTimeRulesResponse,
  TerminalCalendarsResponse,
} from "@/lib/shared/free-time-api";
import type { ClosureBody, ExtensionBody, FreeTimeRuleVersionBody } from "@/lib/validations/free-time";

import { calendarKeys, containerKeys, freeTimeKeys } from "./keys";

// Terminal calendars, closures and free-time rules (lib/shared/free-time-api.ts). A change moves calculated LFDs,
// so boards, drawers and the calendar read again (the live topic `free_time` tells other tabs).

export function useTerminalCalendars() {
  return useQuery({
    queryKey: freeTimeKeys.calendars(),
    queryFn: ({ signal }) => fetchJson<TerminalCalendarsResponse>("/api/terminal-calendars", { signal }),
  });
}

export function useFreeTimeRules() {
  return useQuery({
    queryKey: freeTimeKeys.rules(),
    queryFn: ({ signal }) => fetchJson<FreeTimeRulesResponse>("/api/free-time-rules", { signal }),
  });
}

function useInvalidateFreeTime() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [freeTimeKeys.all, containerKeys.boards, containerKeys.details, calendarKeys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAddClosure() {
  const invalidate = useInvalidateFreeTime();
  return useMutation({
    mutationFn: (input: ClosureBody) =>
      fetchJson<ClosureView>("/api/terminal-calendars/closures", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useWithdrawClosure() {
  const invalidate = useInvalidateFreeTime();
  return useMutation({
    mutationFn: (id: string) =>
      fetchJson<ClosureView>(`/api/terminal-calendars/closures/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** The extensions granted to one box, oldest first, each with its document (GET /api/containers/{id}/extensions). */
export function useExtensions(containerId: string) {
  return useQuery({
    queryKey: containerKeys.extensions(containerId),
    queryFn: ({ signal }) =>
      fetchJson<{ data: FreeTimeExtensionView[] }>(`/api/containers/${encodeURIComponent(containerId)}/extensions`, {
        signal,
      }),
    retry: false,
  });
}

/** Extra free days for one box: its calculated LFD moves, so its detail and the boards read again. */
export function useAddExtension(containerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExtensionBody) =>
      fetchJson<FreeTimeExtensionView>(`/api/containers/${encodeURIComponent(containerId)}/extensions`, {
        method: "POST",
        body: input,
      }),
    onSuccess: () =>
      Promise.all(
        [containerKeys.details, containerKeys.boards].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export function useAddFreeTimeRule() {
  const invalidate = useInvalidateFreeTime();
  return useMutation({
    mutationFn: (input: FreeTimeRuleVersionBody) =>
      fetchJson<FreeTimeRuleView>("/api/free-time-rules", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}
