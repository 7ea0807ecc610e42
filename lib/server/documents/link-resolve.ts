import "server-only";

import { effectiveLinks, type LinkKind, type LinkTargetKey, type ManualLinkFact } from "@/lib/domain/document-links";
import { db } from "@/lib/server/db";
import type { LinkedContainer, LinkedShipment, UnlinkedTarget } from "@/lib/shared/document-api";

/** What one document or email is known to concern, before the hand-made links are laid over it. */
export type LinkSubject = {
  key: string;
  service: LinkTargetKey[];
  /** An email's links through its attached documents. */
  document?: LinkTargetKey[];
  /** Upper-cased numbers it names; those that are the workspace's boxes or shipments become `named` links. */
  references: readonly string[];
  manual: (ManualLinkFact & { number: string })[];
};

export type ResolvedLinks = { containers: LinkedContainer[]; shipments: LinkedShipment[]; unlinked: UnlinkedTarget[] };

/** A stored hand-made link row as the domain reads it. */
export function manualFact(row: {
  targetKind: string;
  targetUpstreamId: string;
  targetNumber: string;
  linked: boolean;
  setByName: string;
  setAt: Date;
}): ManualLinkFact & { number: string } {
  return {
    kind: row.targetKind === "shipment" ? "shipment" : "container",
    upstreamId: row.targetUpstreamId,
    number: row.targetNumber,
    linked: row.linked,
    by: row.setByName,
    at: row.setAt.toISOString(),
  };
}

/**
 * The links to show for each subject, resolved against the workspace's boxes and shipments in at most four
 * queries whatever the number of subjects: numbers named become links when they are this workspace's (and
 * only then: another workspace's box is never found), and every link carries our id for its board link.
 */
export async function resolveLinks(
  workspaceId: string,
  subjects: readonly LinkSubject[],
): Promise<Map<string, ResolvedLinks>> {
  const numbers = [...new Set(subjects.flatMap((s) => s.references))];
  const [namedContainers, namedShipments] = numbers.length
    ? await Promise.all([
        db.container.findMany({
          where: { workspaceId, number: { in: numbers } },
          select: { upstreamId: true, number: true },
        }),
        db.shipment.findMany({
          where: { workspaceId, billOfLading: { in: numbers } },
          select: { upstreamId: true, billOfLading: true },
        }),
      ])
    : [[], []];
  const effective = subjects.map((subject) => {
    const refs = new Set(subject.references);
    const named: LinkTargetKey[] = [
      ...namedContainers
        .filter((c) => refs.has(c.number))
        .map((c) => ({ kind: "container" as const, upstreamId: c.upstreamId })),
      ...namedShipments
        .filter((s) => s.billOfLading !== null && refs.has(s.billOfLading))
        .map((s) => ({ kind: "shipment" as const, upstreamId: s.upstreamId })),
    ];
    return { subject, ...effectiveLinks({ ...subject, named }) };
  });
  const wanted = (kind: LinkKind) => [
    ...new Set(
      effective.flatMap((e) => [...e.links, ...e.unlinked].filter((l) => l.kind === kind).map((l) => l.upstreamId)),
    ),
  ];
  const [containerIds, shipmentIds] = [wanted("container"), wanted("shipment")];
  const [containers, shipments] = await Promise.all([
    containerIds.length
      ? db.container.findMany({
          where: { workspaceId, upstreamId: { in: containerIds } },
          select: { id: true, upstreamId: true, number: true },
        })
      : [],
    shipmentIds.length
      ? db.shipment.findMany({
          where: { workspaceId, upstreamId: { in: shipmentIds } },
          select: { id: true, upstreamId: true, billOfLading: true },
        })
      : [],
  ]);
  const containerBy = new Map(containers.map((c) => [c.upstreamId, c]));
  const shipmentBy = new Map(shipments.map((s) => [s.upstreamId, s]));
  const result = new Map<string, ResolvedLinks>();
  for (const { subject, links, unlinked } of effective) {
    const copied = new Map(subject.manual.map((m) => [`${m.kind}:${m.upstreamId}`, m.number]));
    const origin = (l: (typeof links)[number]) => ({ source: l.source, by: l.by, at: l.at });
    result.set(subject.key, {
      containers: links
        .filter((l) => l.kind === "container")
        .map((l) => ({
          ...origin(l),
          id: containerBy.get(l.upstreamId)?.id ?? null,
          upstreamId: l.upstreamId,
          number: containerBy.get(l.upstreamId)?.number ?? copied.get(`container:${l.upstreamId}`) ?? null,
        })),
      shipments: links
        .filter((l) => l.kind === "shipment")
        .map((l) => ({
          ...origin(l),
          id: shipmentBy.get(l.upstreamId)?.id ?? null,
          upstreamId: l.upstreamId,
          billOfLading: shipmentBy.get(l.upstreamId)?.billOfLading ?? copied.get(`shipment:${l.upstreamId}`) ?? null,
        })),
      unlinked: unlinked.map((u) => ({
        kind: u.kind,
        id: (u.kind === "container" ? containerBy.get(u.upstreamId)?.id : shipmentBy.get(u.upstreamId)?.id) ?? null,
        upstreamId: u.upstreamId,
        number: copied.get(`${u.kind}:${u.upstreamId}`) ?? u.upstreamId,
        by: u.by,
        at: u.at,
      })),
    });
  }
  return result;
}
