"use client";

import Link from "next/link";

import { containerHref, sourceLabel, typeLabel } from "@/components/documents/document-labels";
import { PacketStrip } from "@/components/documents/packet-strip";
import { StateBadge } from "@/components/documents/state-badge";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { useDocument } from "@/lib/queries/documents-queries";
import { formatBytes } from "@/lib/shared/format/number";

import { ExtractedFields } from "./extracted-fields";
import { ManualType } from "./manual-type";

function Meta({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DocumentView({ id, canWrite }: { id: string; canWrite: boolean }) {
  useLiveUpdates();
  const query = useDocument(id);
  if (query.isPending)
    return (
      <p className="text-sm text-muted" role="status">
        Loading the document…
      </p>
    );
  if (query.isError)
    return (
      <Alert tone="error" title="This document could not be loaded.">
        {query.error.message}{" "}
        <Link className="text-accent hover:underline" href="/documents">
          Back to the inbox
        </Link>
      </Alert>
    );
  const { data: doc, extraction, children } = query.data;
  const previewable = doc.contentType === "application/pdf" || (doc.contentType?.startsWith("image/") ?? false);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader
            title={doc.name}
            description={
              <span className="inline-flex items-center gap-2">
                <StateBadge state={doc.state} /> {typeLabel(doc.type)}
              </span>
            }
            actions={
              <a className="text-sm font-medium text-accent hover:underline" href={`/api/documents/${doc.id}/download`}>
                Download
              </a>
            }
          />
          <CardBody className="space-y-4">
            {doc.parent ? (
              <p className="text-sm" data-testid="child-of">
                {doc.pages ? `Pages ${doc.pages.start}–${doc.pages.end} of ` : "Split from "}
                {doc.parent.id ? (
                  <Link className="font-medium text-accent hover:underline" href={`/documents/${doc.parent.id}`}>
                    {doc.parent.name ?? "the packet"}
                  </Link>
                ) : (
                  (doc.parent.name ?? "a packet not in the inbox yet")
                )}
              </p>
            ) : null}
            <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
              <Meta term="Classified as">{typeLabel(doc.systemType)}</Meta>
              <Meta term="Manual type">
                {doc.manualType ? typeLabel(doc.manualType) : <span className="text-muted">none</span>}
              </Meta>
              <Meta term="Source">
                {sourceLabel(doc.source, doc.uploadedHere)}
                {query.data.email ? (
                  <>
                    {" "}
                    ·{" "}
                    <Link className="text-accent hover:underline" href={`/emails/${query.data.email.id}`}>
                      {query.data.email.subject ?? "the email"}
                    </Link>
                  </>
                ) : null}
              </Meta>
              <Meta term="File">
                {doc.fileName ?? "—"} · {doc.contentType ?? "unknown type"} ·{" "}
                {doc.sizeBytes === null ? "size unknown" : formatBytes(doc.sizeBytes)}
              </Meta>
              <Meta term="Created">
                <LocalTime at={doc.createdAt} />
              </Meta>
              <Meta term="Updated">
                <LocalTime at={query.data.updatedAt} />
              </Meta>
              <Meta term="Shipments">
                {doc.shipments.length ? (
                  doc.shipments.map((s) => (
                    <Link
                      key={s.upstreamId}
                      className="mr-2 text-accent hover:underline"
                      href={`/board?q=${encodeURIComponent(s.billOfLading ?? s.upstreamId)}`}
                    >
                      {s.billOfLading ?? "Shipment"}
                    </Link>
                  ))
                ) : (
                  <span className="text-muted">none linked</span>
                )}
              </Meta>
              <Meta term="Containers">
                {doc.containers.length ? (
                  doc.containers.map((c) => (
                    <Link
                      key={c.upstreamId}
                      className="mr-2 font-mono text-xs text-accent hover:underline"
                      href={containerHref(c)}
                    >
                      {c.number ?? "Container"}
                    </Link>
                  ))
                ) : (
                  <span className="text-muted">none linked</span>
                )}
              </Meta>
            </dl>
            {query.data.classificationNotes ? (
              <p className="rounded-md bg-surface-muted px-3 py-2 text-sm">
                <span className="font-medium">Classification notes:</span> {query.data.classificationNotes}
              </p>
            ) : null}
            {canWrite ? <ManualType key={doc.manualType ?? ""} id={doc.id} manualType={doc.manualType} /> : null}
          </CardBody>
        </Card>
        {children.length > 0 || doc.type === "packet" ? (
          <Card>
            <CardHeader title="Packet pages" description="Which pages became which document." />
            <CardBody>
              <PacketStrip
                items={children.map((c) => ({ id: c.id, name: c.name, startPage: c.startPage, endPage: c.endPage }))}
              />
            </CardBody>
          </Card>
        ) : null}
        <Card>
          <CardHeader
            title="Extracted fields"
            description={
              extraction ? (
                <>
                  Last extraction{extraction.schemaVersion ? ` · schema ${extraction.schemaVersion}` : ""} ·{" "}
                  <LocalTime at={extraction.createdAt} />
                </>
              ) : undefined
            }
          />
          <CardBody>
            {extraction ? (
              <ExtractedFields
                payload={extraction.payload}
                raw={{ attributes: query.data.rawAttributes, extraction: extraction.payload }}
              />
            ) : (
              <p className="text-sm text-muted">
                {doc.state === "failed"
                  ? "Extraction failed at the service."
                  : "No fields extracted yet; they appear here when the service finishes."}
              </p>
            )}
          </CardBody>
        </Card>
      </div>
      <Card className="min-h-96">
        <CardHeader title="Preview" />
        <CardBody>
          {!previewable ? (
            <p className="text-sm text-muted">No preview for this file type; use Download.</p>
          ) : doc.contentType === "application/pdf" ? (
            <iframe
              title={`Preview of ${doc.name}`}
              src={`/api/documents/${doc.id}/download?inline=1`}
              className="h-[70vh] w-full rounded-md border border-border"
            />
          ) : (
            <img
              alt={`Preview of ${doc.name}`}
              src={`/api/documents/${doc.id}/download?inline=1`}
              className="max-h-[70vh] w-full rounded-md border border-border object-contain"
            />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
