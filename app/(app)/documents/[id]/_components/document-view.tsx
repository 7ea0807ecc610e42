"use client";

import Link from "next/link";

import { sourceLabel, typeLabel } from "@/components/documents/document-labels";
import { PacketPartsEditor } from "@/components/documents/packet-parts-editor";
import { StateBadge } from "@/components/documents/state-badge";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { useDocument } from "@/lib/queries/documents-queries";
import { describePages } from "@/lib/domain/packet-segments";
import { formatBytes } from "@/lib/shared/format/number";

import { DocumentLinks } from "./document-links";

import { ExtractedFields } from "./extracted-fields";
import { ManualType } from "./manual-type";

function Meta({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function DocumentView({ id, canWrite, userName }: { id: string; canWrite: boolean; userName: string }) {
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
  // A part split or re-ranged here is read in the packet's file, opened at its first page.
  const inPacket = (doc.localPart || doc.pagesEdited) && doc.parent?.id && doc.pages ? doc.parent.id : null;
  const previewSrc = inPacket
    ? `/api/documents/${inPacket}/download?inline=1#page=${doc.pages?.start ?? 1}`
    : `/api/documents/${doc.id}/download?inline=1`;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
        <Card>
          <CardHeader
            title={doc.name}
            description={
              // The download sits under the name, not beside it: a long file name then still fits a phone.
              <span className="inline-flex flex-wrap items-center gap-2">
                <StateBadge state={doc.state} /> {typeLabel(doc.type)} ·{" "}
                <a className="font-medium text-accent hover:underline" href={`/api/documents/${doc.id}/download`}>
                  {doc.localPart ? "Download the packet" : "Download"}
                </a>
              </span>
            }
          />
          <CardBody className="space-y-4">
            {query.data.mergedInto ? (
              <Alert tone="warning" title="Merged in Quayside">
                These pages were merged into{" "}
                <Link
                  className="font-medium text-accent hover:underline"
                  href={`/documents/${query.data.mergedInto.id}`}
                >
                  {query.data.mergedInto.name}
                </Link>
                . The service still lists this document as it split it.
              </Alert>
            ) : null}
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
                {doc.pagesEdited && !doc.localPart ? (
                  <span className="text-muted"> (pages edited in Quayside)</span>
                ) : null}
              </p>
            ) : null}
            <dl className="grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <Meta term="Classified as">{typeLabel(doc.systemType)}</Meta>
              <Meta term="Manual type">
                {doc.manualType ? typeLabel(doc.manualType) : <span className="text-muted">none</span>}
              </Meta>
              <Meta term="Source">
                {doc.localPart ? "Split here (Quayside only)" : sourceLabel(doc.source, doc.uploadedHere)}
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
            </dl>
            {query.data.classificationNotes ? (
              <p className="rounded-md bg-surface-muted px-3 py-2 text-sm">
                <span className="font-medium">Classification notes:</span> {query.data.classificationNotes}
              </p>
            ) : null}
            {canWrite ? <ManualType key={doc.manualType ?? ""} id={doc.id} manualType={doc.manualType} /> : null}
            {doc.localPart ? (
              <p className="text-xs text-muted" data-testid="local-part-note">
                This part was split off the packet in Quayside: the tracking service has no such document, so its type
                and links are kept here and its file is the packet&apos;s.
              </p>
            ) : null}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Linked to" description="The containers and shipments this document concerns." />
          <CardBody>
            {query.data.mergedInto ? (
              <p className="text-sm text-muted">
                Its pages are part of{" "}
                <Link className="text-accent hover:underline" href={`/documents/${query.data.mergedInto.id}`}>
                  {query.data.mergedInto.name}
                </Link>{" "}
                now; link that part instead.
              </p>
            ) : (
              <DocumentLinks id={doc.id} detail={query.data} canWrite={canWrite} by={userName} />
            )}
          </CardBody>
        </Card>
        {query.data.packet ? (
          <Card>
            <CardHeader title="Packet pages" description="Which pages became which document." />
            <CardBody>
              <PacketPartsEditor packetId={doc.id} parts={children} packet={query.data.packet} canWrite={canWrite} />
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
                {doc.localPart
                  ? "The service extracts fields from its own documents only; this part was split off in Quayside."
                  : doc.state === "failed"
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
            <>
              {inPacket && doc.pages ? (
                <p className="mb-2 text-xs text-muted" data-testid="preview-in-packet">
                  Showing the packet from page {doc.pages.start}; this part is {describePages(doc.pages)}.
                </p>
              ) : null}
              <iframe
                title={`Preview of ${doc.name}`}
                src={previewSrc}
                className="h-[70vh] w-full rounded-md border border-border"
              />
            </>
          ) : (
            <img
              alt={`Preview of ${doc.name}`}
              src={previewSrc}
              className="max-h-[70vh] w-full rounded-md border border-border object-contain"
            />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
