import type { LinkKind, LinkSource } from "@/lib/domain/document-links";
import type { ProcessingState } from "@/lib/domain/document-facts";

// The contract of /api/documents and /api/emails, shared by the route handlers and the screens.

/** Where a link comes from and, for one made by hand, who made it and when. */
export type LinkOrigin = { source: LinkSource; by: string | null; at: string | null };
/** `id`: our id of the shipment or box when the board has it, else null. */
export type LinkedShipment = LinkOrigin & { id: string | null; upstreamId: string; billOfLading: string | null };
export type LinkedContainer = LinkOrigin & { id: string | null; upstreamId: string; number: string | null };
/** A link a dispatcher took away that the service or the text still names (shown so it can be linked again). */
export type UnlinkedTarget = {
  kind: LinkKind;
  id: string | null;
  upstreamId: string;
  number: string;
  by: string;
  at: string;
};
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
  /** The part's pages in its packet: Quayside's when `pagesEdited` (edited or split here), else the service's. */
  pages: PageSpan | null;
  pagesEdited: boolean;
  /** A part made here by splitting a packet: the service has no such document (no file of its own). */
  localPart: boolean;
};

export type DocumentList = { data: DocumentRow[]; total: number; nextCursor: string | null };

export type DocumentDetail = {
  data: DocumentRow;
  classificationNotes: string | null;
  updatedAt: string | null;
  email: { id: string; subject: string | null } | null;
  extraction: { schemaVersion: string | null; createdAt: string | null; payload: Record<string, unknown> } | null;
  children: PacketChildView[];
  /** Set for a packet whose parts can be read (and, with the write role, edited) page by page. */
  packet: PacketView | null;
  /** A part folded into another by a merge made here. */
  mergedInto: { id: string; name: string } | null;
  /** Links a dispatcher took away that something still names. */
  unlinked: UnlinkedTarget[];
  /** The raw document attributes (beta schema), for the JSON toggle and for fields we do not know yet. */
  rawAttributes: Record<string, unknown>;
};

export type PacketChildView = {
  id: string;
  name: string;
  type: string | null;
  state: ProcessingState;
  startPage: number | null;
  endPage: number | null;
  pagesEdited: boolean;
  localPart: boolean;
};

export type PacketView = {
  /** Pages in the packet (the last page the service's split reached); null when not known. */
  pageCount: number | null;
  /** Why the pages cannot be edited (no page count, a part without a range), or null when they can. */
  notEditable: string | null;
  /** The layout the parts were read at (lib/domain/packet-parts.ts partsSignature), sent back with an edit. */
  basedOn: string;
  /** The last page edit made here, or null when the layout is the service's. */
  edited: { by: string; at: string } | null;
};

/** PUT /api/documents/{id}/parts: the packet's parts in page order; a part without id is made by a split. */
export type PartsInput = { basedOn: string; parts: { id: string | null; start: number; end: number }[] };

/** POST /api/documents/{id}/links and /api/emails/{id}/links: link or unlink one box or shipment (our id). */
export type LinkChangeInput = { kind: LinkKind; targetId: string; linked: boolean };

/** GET /api/documents/link-targets?q=: the workspace's boxes and shipments a document or email can be linked to. */
export type LinkTarget =
  | {
      kind: "container";
      id: string;
      number: string;
      billOfLading: string | null;
      terminalName: string | null;
      customerName: string | null;
    }
  | {
      kind: "shipment";
      id: string;
      billOfLading: string;
      containerCount: number;
      customerName: string | null;
    };
export type LinkTargetsResponse = { data: LinkTarget[] };

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
  /** The boxes and shipments the email concerns: by hand, through its documents, or named in its text. */
  shipments: LinkedShipment[];
  containers: LinkedContainer[];
  unlinked: UnlinkedTarget[];
  /** The other messages of the same thread (by Message-ID / In-Reply-To / References), oldest first. */
  thread: { id: string; subject: string | null; from: string | null; sentAt: string | null; current: boolean }[];
};
