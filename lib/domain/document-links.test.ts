import { describe, expect, it } from "vitest";

import { effectiveLinks, viaForBox, type ManualLinkFact } from "./document-links";

const box = (upstreamId: string) => ({ kind: "container" as const, upstreamId });
const shipment = (upstreamId: string) => ({ kind: "shipment" as const, upstreamId });
const hand = (target: { kind: "container" | "shipment"; upstreamId: string }, linked: boolean): ManualLinkFact => ({
  ...target,
  linked,
  by: "Dana",
  at: "2026-11-27T10:00:00.000Z",
});

describe("effectiveLinks", () => {
  it("lays hand-made links over the service's and the named ones, each target once", () => {
    const { links, unlinked } = effectiveLinks({
      service: [box("a"), shipment("s")],
      named: [box("a"), box("b")],
      manual: [hand(box("c"), true), hand(box("b"), true)],
    });
    expect(links.map((l) => [l.kind, l.upstreamId, l.source])).toEqual([
      ["container", "c", "manual"],
      ["container", "b", "manual"],
      ["container", "a", "service"],
      ["shipment", "s", "service"],
    ]);
    expect(links[0]).toMatchObject({ by: "Dana", at: "2026-11-27T10:00:00.000Z" });
    expect(links[2]).toMatchObject({ by: null, at: null });
    expect(unlinked).toEqual([]);
  });

  it("leaves out what a dispatcher unlinked, whoever else names it, and lists those unlinks", () => {
    const { links, unlinked } = effectiveLinks({
      service: [box("a")],
      document: [shipment("s")],
      named: [box("a"), box("b")],
      manual: [hand(box("a"), false), hand(shipment("s"), false), hand(box("z"), false)],
    });
    expect(links.map((l) => [l.upstreamId, l.source])).toEqual([["b", "named"]]);
    // The unlink of "z" hides nothing, so there is nothing to undo.
    expect(unlinked.map((u) => u.upstreamId)).toEqual(["a", "s"]);
  });

  it("marks an email's links through its attached documents apart from its own", () => {
    const { links } = effectiveLinks({ service: [], document: [box("a")], named: [box("a"), box("b")], manual: [] });
    expect(links.map((l) => [l.upstreamId, l.source])).toEqual([
      ["a", "document"],
      ["b", "named"],
    ]);
  });
});

describe("viaForBox", () => {
  const BOX = { upstreamId: "a", shipmentUpstreamId: "s", number: "MSCU1234565", billsOfLading: ["BOL1"] };
  const none = { serviceContainers: [], serviceShipments: [], references: [], manual: [] };

  it("reads the strongest way a document reaches the box", () => {
    expect(viaForBox({ ...none, manual: [hand(box("a"), true)], serviceContainers: ["a"] }, BOX)).toBe("manual");
    expect(viaForBox({ ...none, serviceContainers: ["a"], serviceShipments: ["s"] }, BOX)).toBe("container");
    expect(viaForBox({ ...none, serviceShipments: ["s"] }, BOX)).toBe("shipment");
    expect(viaForBox({ ...none, manual: [hand(shipment("s"), true)] }, BOX)).toBe("shipment");
    expect(viaForBox({ ...none, references: ["MSCU1234565"] }, BOX)).toBe("reference");
    expect(viaForBox({ ...none, references: ["BOL1"] }, BOX)).toBe("reference");
    expect(viaForBox({ ...none, references: ["OTHER"] }, BOX)).toBeNull();
  });

  it("drops a document unlinked from the box, however else it reaches it", () => {
    expect(
      viaForBox(
        {
          serviceContainers: ["a"],
          serviceShipments: ["s"],
          references: ["MSCU1234565"],
          manual: [hand(box("a"), false)],
        },
        BOX,
      ),
    ).toBeNull();
  });

  it("does not bring back an unlinked shipment through its bill of lading, but keeps the box's own number", () => {
    const unlinkedShipment = [hand(shipment("s"), false)];
    expect(
      viaForBox({ ...none, serviceShipments: ["s"], references: ["BOL1"], manual: unlinkedShipment }, BOX),
    ).toBeNull();
    expect(viaForBox({ ...none, references: ["MSCU1234565"], manual: unlinkedShipment }, BOX)).toBe("reference");
  });
});
