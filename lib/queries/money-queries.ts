import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { ContainerMoneyResponse } from "@/lib/shared/money-api";

import { containerKeys } from "./keys";

// A box's money incurred to date (GET /api/containers/{id}/money). Its key sits under the box's detail, so the
// live topics that read the drawer again (a change to the box, day records written, a tariff or free-time change)
// read this too.

export function useContainerMoney(id: string) {
  return useQuery({
    queryKey: containerKeys.money(id),
    queryFn: ({ signal }) =>
      fetchJson<ContainerMoneyResponse>(`/api/containers/${encodeURIComponent(id)}/money`, { signal }),
    retry: false,
  });
}
