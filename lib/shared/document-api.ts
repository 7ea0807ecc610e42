import type { ProcessingState } from "@/lib/domain/document-facts";

// The contract of /api/documents and /api/emails, shared by the route handlers and the screens.

export type LinkedShipment = { upstreamId: string; billOfLading: string | null };
export type LinkedContainer = { id: string | null; upstreamId: string; number: string | null };
export type PageSpan = { start: number; end: number };

export type DocumentRow = {
  id: string;
  name: string;
  type: string | null;
  systemType: string | null;
  manualType: string | null;
  source: string | null;
  uploadedHere: boolean;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  createdAt: string | null;
  state: ProcessingState;
  shipments: LinkedShipment[];
  containers: LinkedContainer[];
  parent: { id: string | null; name: string | null } | null;
  pages: PageSpan | null;
};

export type DocumentList = { data: DocumentRow[]; total: number; nextCursor: string | null };

export type DocumentDetail = {
  data: DocumentRow;
  classificationNotes: string | null;
  updatedAt: string | null;
  email: { id: string; subject: string | null } | null;
  extraction: { schemaVersion: string | null; createdAt: string | null; payload: Record<string, unknown> } | null;
  children: {
    id: string;
    name: string;
    type: string | null;
    state: ProcessingState;
    startPage: number | null;
    endPage: number | null;
  }[];
  /** The raw document attributes (beta schema), for the JSON toggle and for fields we do not know yet. */
  rawAttributes: Record<string, unknown>;
};

export type DocumentTypeOption = { code: string; label: string };
/** GET /api/documents/types. */
export type DocumentTypesResponse = { data: DocumentTypeOption[] };

export type EmailRow = {
  id: string;
  subject: string | null;
  from: string | null;
  sentAt: string | null;
  documentsCount: number;
  inReplyTo: string | null;
};
export type EmailList = { data: EmailRow[]; total: number; page: number; pageSize: number };

export type EmailDetail = {
  id: string;
  subject: string | null;
  from: string[];
  to: string[];
  cc: string[];
  sentAt: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  contentType: string | null;
  /** A plain-text body (null when the body is HTML). */
  body: string | null;
  /** An HTML body already made inert on the server: a complete document for a sandboxed iframe's srcdoc. */
  bodyHtml: string | null;
  documents: { id: string; name: string; type: string | null; state: ProcessingState }[];
  /** The other messages of the same thread (by Message-ID / In-Reply-To / References), oldest first. */
  thread: { id: string; subject: string | null; from: string | null; sentAt: string | null; current: boolean }[];
};
