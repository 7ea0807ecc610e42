import "server-only";

import { db } from "@/lib/server/db";

import { relatedId, type Resource } from "../upstream/json-api";

import { jsonRequired } from "./json";
import { instant, str } from "./normalize";

// Transport events (the container's canonical past milestones), from a webhook's payload or from
// GET /containers/{id}/transport_events. An event id is stable at the service, so upserting by it makes a
// repeated delivery or a second read harmless.

/**
 * Upserts every transport_event among `resources`. Its container is the event's own `container` relationship;
 * `fallbackContainer` names it when the payload leaves that out (a webhook's reference object, or a list read
 * for one known container).
 */
export async function applyTransportEvents(
  workspaceId: string,
  resources: Resource[],
  fallbackContainer: (event: Resource) => string | null = () => null,
): Promise<number> {
  const events = resources.filter((item) => item.type === "transport_event");
  for (const r of events) {
    const a = r.attributes;
    const columns = {
      containerUpstreamId: relatedId(r, "container")?.id ?? fallbackContainer(r),
      event: str(a["event"]) ?? "unknown",
      timestamp: instant(a["timestamp"]),
      value: str(a["value"]),
      dataSource: str(a["data_source"]),
      locationLocode: str(a["location_locode"]),
      timezone: str(a["timezone"]),
      raw: jsonRequired(r),
    };
    await db.transportEvent.upsert({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      create: { workspaceId, upstreamId: r.id, ...columns },
      update: columns,
    });
  }
  return events.length;
}
