"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import type { LinkSource } from "@/lib/domain/document-links";
import type { LinkChange } from "@/lib/queries/documents-queries";
import type { LinkedContainer, LinkedShipment, UnlinkedTarget } from "@/lib/shared/document-api";

import { containerHref } from "./document-labels";
import { LinkSearch, targetNumber } from "./link-search";

type Subject = "document" | "email";

const SOURCE: Record<LinkSource, (subject: Subject) => string> = {
  manual: () => "linked by hand",
  service: () => "linked by the service",
  document: () => "through its documents",
  named: (subject) => `named in the ${subject}`,
};

function Origin({
  source,
  by,
  at,
  subject,
}: {
  source: LinkSource;
  by: string | null;
  at: string | null;
  subject: Subject;
}) {
  return (
    <span className="text-xs text-muted" data-testid="link-source">
      {SOURCE[source](subject)}
      {by ? ` · ${by}` : ""}
      {at ? (
        <>
          {" · "}
          <LocalTime at={at} />
        </>
      ) : null}
    </span>
  );
}

type Row = {
  key: string;
  kind: "container" | "shipment";
  id: string | null;
  number: string;
  href: string | null;
} & Pick<LinkedContainer, "source" | "by" | "at">;

/**
 * The boxes and shipments a document or email concerns, where each link comes from, and (for dispatchers) the
 * search that adds one and the buttons that take one away. Links made here stay in Quayside: the service's API
 * cannot write them.
 */
export function LinkedTargets({
  subject,
  containers,
  shipments,
  unlinked,
  canWrite,
  onChange,
  pending,
  error,
}: {
  subject: Subject;
  containers: LinkedContainer[];
  shipments: LinkedShipment[];
  unlinked: UnlinkedTarget[];
  canWrite: boolean;
  onChange: (change: LinkChange) => void;
  pending: boolean;
  error: string | null;
}) {
  const rows: Row[] = [
    ...containers.map((c) => ({
      key: `c:${c.upstreamId}`,
      kind: "container" as const,
      id: c.id,
      number: c.number ?? "Container not on the board",
      href: c.id || c.number ? containerHref(c) : null,
      source: c.source,
      by: c.by,
      at: c.at,
    })),
    ...shipments.map((s) => ({
      key: `s:${s.upstreamId}`,
      kind: "shipment" as const,
      id: s.id,
      number: s.billOfLading ?? "Shipment not on the board",
      href: s.billOfLading ? `/board?q=${encodeURIComponent(s.billOfLading)}` : null,
      source: s.source,
      by: s.by,
      at: s.at,
    })),
  ];
  const linkedIds = new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
  return (
    <div className="space-y-4" data-testid="linked-targets">
      {rows.length === 0 ? (
        <p className="text-sm text-muted" data-testid="links-none">
          Not linked to any container or shipment yet.{" "}
          {canWrite ? "Search below to link one." : "A dispatcher or admin can link one."}
        </p>
      ) : (
        <ul className="space-y-2 text-sm" aria-label={`Containers and shipments this ${subject} concerns`}>
          {rows.map((row) => (
            <li key={row.key} className="flex items-start justify-between gap-3" data-testid="linked-target">
              <span className="min-w-0">
                <span className="text-xs text-muted">{row.kind === "container" ? "Container " : "Shipment B/L "}</span>
                {row.href ? (
                  <Link className="font-mono text-xs font-medium text-accent hover:underline" href={row.href}>
                    {row.number}
                  </Link>
                ) : (
                  <span className="font-mono text-xs">{row.number}</span>
                )}
                <span className="block">
                  <Origin source={row.source} by={row.by} at={row.at} subject={subject} />
                </span>
              </span>
              {canWrite && row.id ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={pending}
                  aria-label={`Unlink ${row.kind === "container" ? "container" : "shipment"} ${row.number}`}
                  onClick={() =>
                    row.id && onChange({ kind: row.kind, targetId: row.id, linked: false, number: row.number })
                  }
                >
                  Unlink
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {unlinked.length > 0 ? (
        <div>
          <h4 className="mb-1 text-xs font-medium text-muted">Unlinked by hand</h4>
          <ul className="space-y-1 text-sm" data-testid="unlinked-targets">
            {unlinked.map((u) => (
              <li key={`${u.kind}:${u.upstreamId}`} className="flex items-center justify-between gap-3">
                <span className="text-xs text-muted">
                  <span className="font-mono text-ink">{u.number}</span> · {u.by} · <LocalTime at={u.at} />
                </span>
                {canWrite && u.id ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() => u.id && onChange({ kind: u.kind, targetId: u.id, linked: true, number: u.number })}
                  >
                    Link again
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canWrite ? (
        <LinkSearch
          linkedIds={linkedIds}
          disabled={pending}
          onPick={(target) =>
            onChange({ kind: target.kind, targetId: target.id, linked: true, number: targetNumber(target) })
          }
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-muted">
        Links made here are kept in Quayside and survive every sync: the tracking service&apos;s API cannot change what{" "}
        {subject === "email" ? "an email" : "a document"} is linked to.
      </p>
    </div>
  );
}
