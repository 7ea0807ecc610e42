// Documents, their representations (extracted fields) and email submissions. Classification and
// extraction happen PROCESSING_MS after creation on the simulated clock; a packet is split into child
// documents at that point, and document.extracted goes out for each processed document.
import { stableUuid } from "../lib/prng";
import type { SimScheduler } from "../lib/scheduler";
import type { AccountName } from "../world/reference-data";
import type { World } from "../world/world";
import type { BlobStore, Blob } from "./blobs";
import { md5Base64 } from "./blobs";
import { classify, extractFields, type DocumentType, type Segment } from "./classify";
import { buildPdf, readPdfPages } from "./pdf";

export const PROCESSING_MS = 4_000;
export const SCHEMA_VERSION = "2026-03-23";

export interface Representation {
  id: string;
  payload: Record<string, unknown>;
  createdAt: number;
}

export interface DocumentRecord {
  id: string;
  account: AccountName;
  name: string;
  source: "upload" | "api" | "email" | "split_document";
  fileName: string;
  contentType: string;
  sizeBytes: number;
  checksum: string;
  blobKey: string;
  createdAt: number;
  updatedAt: number;
  processAt: number;
  processed: boolean;
  documentType: DocumentType | null;
  documentTypeManual: string | null;
  extractedDataManual: Record<string, unknown> | null;
  classificationNotes: string | null;
  representation: Representation | null;
  shipmentIds: string[];
  containerIds: string[];
  emailSubmissionId: string | null;
  parentId: string | null;
  segment: Segment | null;
  deleted: boolean;
  pages: string[];
  /** Clockwise rotation applied by POST /documents/{id}/rotate (image documents only). */
  rotation: number;
}

export type Reprocess = "reclassify" | "reextract" | "relink";

export interface EmailSubmission {
  id: string;
  account: AccountName;
  subject: string;
  body: string;
  from: string[];
  to: string[];
  cc: string[];
  sentAt: number;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  contentType: string;
  createdAt: number;
  documentIds: string[];
}

export interface DocumentStoreDeps {
  world: World;
  blobs: BlobStore;
  scheduler: SimScheduler;
  now: () => number;
  onProcessed: (doc: DocumentRecord) => void;
}

export class DocumentStore {
  readonly documents = new Map<string, DocumentRecord>();
  readonly emails = new Map<string, EmailSubmission>();
  private counter = 0;

  constructor(private readonly deps: DocumentStoreDeps) {}

  nextId(kind: string): string {
    this.counter += 1;
    return stableUuid(this.deps.world.seed, kind, "doc", this.counter);
  }

  findDuplicate(account: AccountName, checksum: string): DocumentRecord | undefined {
    for (const d of this.documents.values()) {
      if (d.account === account && !d.deleted && d.source !== "split_document" && d.checksum === checksum) return d;
    }
    return undefined;
  }

  /** Creates a document from an uploaded blob; processing is scheduled on the simulated clock. */
  create(input: {
    account: AccountName;
    name: string;
    blob: Blob;
    source: DocumentRecord["source"];
    createdAt?: number;
    emailSubmissionId?: string | null;
  }): DocumentRecord {
    const createdAt = input.createdAt ?? this.deps.now();
    const bytes = input.blob.bytes ?? Buffer.alloc(0);
    const doc: DocumentRecord = {
      id: this.nextId("document"),
      account: input.account,
      name: input.name,
      source: input.source,
      fileName: input.blob.filename,
      contentType: input.blob.contentType,
      sizeBytes: input.blob.byteSize,
      checksum: input.blob.checksum,
      blobKey: input.blob.key,
      createdAt,
      updatedAt: createdAt,
      processAt: createdAt + PROCESSING_MS,
      processed: false,
      documentType: null,
      documentTypeManual: null,
      extractedDataManual: null,
      classificationNotes: null,
      representation: null,
      shipmentIds: [],
      containerIds: [],
      emailSubmissionId: input.emailSubmissionId ?? null,
      parentId: null,
      segment: null,
      deleted: false,
      pages: readPdfPages(bytes),
      rotation: 0,
    };
    this.documents.set(doc.id, doc);
    this.deps.scheduler.at(doc.processAt, () => this.process(doc));
    return doc;
  }

  private process(doc: DocumentRecord): void {
    if (doc.processed || doc.deleted) return;
    const result = classify(doc.name, doc.pages);
    this.applyExtraction(doc, result.type, doc.pages.join("\n"), result.notes);
    this.deps.onProcessed(doc);
    if (result.type === "packet") {
      for (const seg of result.segments) {
        const child = this.splitChild(doc, seg);
        this.deps.onProcessed(child);
      }
    }
  }

  /**
   * Queues the work the document actions ask for, PROCESSING_MS from now. The earlier results stay visible
   * until then; a document still waiting for its first processing is left to that.
   */
  reprocess(doc: DocumentRecord, what: Reprocess): void {
    if (!doc.processed) return;
    this.deps.scheduler.at(this.deps.now() + PROCESSING_MS, (at) => {
      if (doc.deleted) return;
      const text = doc.pages.join("\n");
      if (what === "relink") {
        Object.assign(doc, this.link(doc.account, text, at), { updatedAt: at });
        return;
      }
      const result = classify(doc.name, doc.pages);
      const type = what === "reclassify" || doc.documentType === null ? result.type : doc.documentType;
      this.applyExtraction(
        doc,
        type,
        text,
        what === "reclassify" ? result.notes : (doc.classificationNotes ?? result.notes),
        at,
      );
      this.deps.onProcessed(doc);
    });
  }

  /** Queues a rotation; the caller has checked that the document is an image. */
  rotate(doc: DocumentRecord, degrees: 90 | 180 | 270): void {
    this.deps.scheduler.at(this.deps.now() + PROCESSING_MS, (at) => {
      doc.rotation = (doc.rotation + degrees) % 360;
      doc.updatedAt = at;
    });
  }

  private applyExtraction(
    doc: DocumentRecord,
    type: DocumentType,
    text: string,
    notes: string,
    at = doc.processAt,
  ): void {
    const payload =
      type === "packet"
        ? {
            segments: classify(doc.name, doc.pages).segments.map((s) => ({
              document_type: s.type,
              start_page: s.startPage,
              end_page: s.endPage,
            })),
          }
        : extractFields(type, text);
    const linked = this.link(doc.account, text, at);
    doc.documentType = type;
    doc.classificationNotes = notes;
    doc.representation = {
      id: this.nextId("document_representation"),
      payload: { document_type: type, ...payload },
      createdAt: at,
    };
    doc.shipmentIds = linked.shipmentIds;
    doc.containerIds = linked.containerIds;
    doc.processed = true;
    doc.updatedAt = at;
  }

  private splitChild(parent: DocumentRecord, seg: Segment): DocumentRecord {
    const pages = parent.pages.slice(seg.startPage - 1, seg.endPage);
    const bytes = buildPdf(
      pages.map((p) => p.split("\n")),
      `${parent.name} p${seg.startPage}-${seg.endPage}`,
    );
    const base = parent.fileName.replace(/\.pdf$/i, "");
    const fileName = `${base} (pages ${seg.startPage}-${seg.endPage}).pdf`;
    const blob = this.deps.blobs.create(
      {
        account: parent.account,
        filename: fileName,
        contentType: "application/pdf",
        byteSize: bytes.length,
        checksum: md5Base64(bytes),
        createdAt: parent.processAt,
      },
      bytes,
    );
    const child: DocumentRecord = {
      ...parent,
      id: this.nextId("document"),
      name: fileName,
      source: "split_document",
      fileName,
      sizeBytes: bytes.length,
      checksum: blob.checksum,
      blobKey: blob.key,
      createdAt: parent.processAt,
      updatedAt: parent.processAt,
      processed: false,
      documentTypeManual: null,
      parentId: parent.id,
      segment: seg,
      pages,
    };
    this.applyExtraction(child, seg.type, pages.join("\n"), `Split from packet pages ${seg.startPage}-${seg.endPage}`);
    this.documents.set(child.id, child);
    return child;
  }

  private link(account: AccountName, text: string, at: number): { shipmentIds: string[]; containerIds: string[] } {
    const { world } = this.deps;
    const upper = text.toUpperCase();
    const shipmentIds = new Set<string>();
    const containerIds = new Set<string>();
    for (const token of new Set(upper.match(/[A-Z0-9]{8,25}/g) ?? [])) {
      for (const s of world.shipmentsByNumber(token)) if (world.isVisible(s, account, at)) shipmentIds.add(s.id);
      for (const c of world.containersByNumber(token)) {
        if (!world.isVisible(c, account, at)) continue;
        containerIds.add(c.id);
        shipmentIds.add(world.shipment(c.shipmentIdx).id);
      }
    }
    return { shipmentIds: [...shipmentIds], containerIds: [...containerIds] };
  }

  visibleDocuments(account: AccountName, now: number): DocumentRecord[] {
    return [...this.documents.values()].filter((d) => d.account === account && !d.deleted && d.createdAt <= now);
  }

  visibleEmails(account: AccountName, now: number): EmailSubmission[] {
    return [...this.emails.values()]
      .filter((e) => e.account === account && e.createdAt <= now)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
  }

  /** Runs processing synchronously for documents whose time has come (seeded documents in the past). */
  processDue(now: number): void {
    for (const d of [...this.documents.values()])
      if (!d.processed && d.processAt <= now && d.parentId === null) this.process(d);
  }
}
