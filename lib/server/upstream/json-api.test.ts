import { describe, expect, it } from "vitest";

import { documentSchema, Included, relatedId, relatedIds } from "./json-api";

describe("JSON:API documents with nulls", () => {
  it("reads null members as empty, never refusing the answer", () => {
    const parsed = documentSchema.safeParse({
      data: [{ id: "c1", type: "container", attributes: null, relationships: null, links: null }],
      included: null,
      links: null,
      meta: null,
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.included).toEqual([]);
    expect(parsed.data.links).toBeUndefined();
    const [container] = Array.isArray(parsed.data.data) ? parsed.data.data : [];
    expect(container?.attributes).toEqual({});
    expect(container?.relationships).toEqual({});
  });

  it("reads {data: null} and {} relationships as no related resource, and keeps the readable identifiers of a list", () => {
    const parsed = documentSchema.parse({
      data: {
        id: "e1",
        type: "transport_event",
        attributes: { event: "container.transport.vessel_arrived", vessel: null },
        relationships: {
          vessel: { data: null },
          location: {},
          terminal: null,
          container: { data: { id: "c1", type: "container" } },
          previous_versions: { data: [{ id: "e0", type: "transport_event" }, { type: "transport_event" }, null] },
        },
      },
      included: [{ id: "c1", type: "container", attributes: { number: "MSCU1234566" } }, { type: "terminal" }],
    });
    const event = Array.isArray(parsed.data) ? undefined : (parsed.data ?? undefined);
    expect(event).toBeDefined();
    if (!event) return;
    expect(relatedId(event, "vessel")).toBeNull();
    expect(relatedId(event, "location")).toBeNull();
    expect(relatedId(event, "terminal")).toBeNull();
    expect(relatedIds(event, "previous_versions")).toEqual([{ id: "e0", type: "transport_event" }]);
    // The unreadable included entry is dropped; the readable one still resolves.
    expect(parsed.included).toHaveLength(1);
    expect(Included.of(parsed).one(event, "container")?.attributes["number"]).toBe("MSCU1234566");
  });
});
