// What a document (or an email) concerns: the boxes and shipments the service linked it to, the ones its own
// extracted numbers name, and what a dispatcher linked or unlinked by hand. The service's API cannot write
// links, so a dispatcher's choice is kept apart from what the service says and laid over it every time it is
// read: a sync that rewrites the service's links never undoes a hand-made link or unlink.

export const LINK_KINDS = ["container", "shipment"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * Where a link comes from: `service` (the service's relationships), `document` (an email's attached document
 * is linked), `named` (a number the document or email itself names), `manual` (a dispatcher, by hand).
 */
export type LinkSource = "service" | "document" | "named" | "manual";

export interface LinkTargetKey {
  kind: LinkKind;
  upstreamId: string;
}

export interface ManualLinkFact extends LinkTargetKey {
  linked: boolean;
  by: string;
  at: string;
}

export interface EffectiveLink extends LinkTargetKey {
  source: LinkSource;
  /** Who linked it by hand, and when; null for the service's links and named numbers. */
  by: string | null;
  at: string | null;
}

const keyOf = (target: LinkTargetKey): string => `${target.kind}:${target.upstreamId}`;

/**
 * The links to show: hand-made links, then the service's (or the attached documents'), then named numbers, each
 * target once under its strongest source; a target a dispatcher unlinked is left out whatever else names it.
 * `unlinked` lists those hand-made unlinks that hide something, so they can be shown and undone.
 */
export function effectiveLinks(input: {
  service: readonly LinkTargetKey[];
  document?: readonly LinkTargetKey[];
  named: readonly LinkTargetKey[];
  manual: readonly ManualLinkFact[];
}): { links: EffectiveLink[]; unlinked: ManualLinkFact[] } {
  const removed = new Map(input.manual.filter((m) => !m.linked).map((m) => [keyOf(m), m]));
  const links = new Map<string, EffectiveLink>();
  const add = (target: LinkTargetKey, source: LinkSource, by: string | null = null, at: string | null = null) => {
    const key = keyOf(target);
    if (removed.has(key) || links.has(key)) return;
    links.set(key, { kind: target.kind, upstreamId: target.upstreamId, source, by, at });
  };
  for (const m of input.manual) if (m.linked) add(m, "manual", m.by, m.at);
  for (const t of input.service) add(t, "service");
  for (const t of input.document ?? []) add(t, "document");
  for (const t of input.named) add(t, "named");
  const named = new Set([...input.service, ...(input.document ?? []), ...input.named].map(keyOf));
  return { links: [...links.values()], unlinked: [...removed.values()].filter((m) => named.has(keyOf(m))) };
}

/** How a document or email reaches one box in its drawer: the first that holds, or null when it does not. */
export type BoxVia = "manual" | "container" | "shipment" | "reference";

export function viaForBox(
  item: {
    serviceContainers: readonly string[];
    serviceShipments: readonly string[];
    /** Upper-cased numbers the item names (its references, or the numbers in an email's text). */
    references: readonly string[];
    manual: readonly Pick<ManualLinkFact, "kind" | "upstreamId" | "linked">[];
  },
  box: {
    upstreamId: string;
    shipmentUpstreamId: string | null;
    /** The box's own number and its bills of lading, upper-cased. */
    number: string;
    billsOfLading: readonly string[];
  },
): BoxVia | null {
  const hand = (kind: LinkKind, upstreamId: string | null) =>
    upstreamId === null ? undefined : item.manual.find((m) => m.kind === kind && m.upstreamId === upstreamId)?.linked;
  const onBox = hand("container", box.upstreamId);
  if (onBox === false) return null;
  if (onBox === true) return "manual";
  if (item.serviceContainers.includes(box.upstreamId)) return "container";
  const onShipment = hand("shipment", box.shipmentUpstreamId);
  if (onShipment === true) return "shipment";
  if (onShipment === undefined && box.shipmentUpstreamId && item.serviceShipments.includes(box.shipmentUpstreamId))
    return "shipment";
  if (item.references.includes(box.number)) return "reference";
  // A shipment unlinked by hand is not brought back by its bill of lading in the text.
  if (onShipment !== false && box.billsOfLading.some((n) => item.references.includes(n))) return "reference";
  return null;
}
