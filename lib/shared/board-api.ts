import type { ProcessingState } from "@/lib/domain/document-facts";
import type { BoxVia } from "@/lib/domain/document-links";

// The contracts of GET /api/containers/filter-options and GET /api/containers/{id}/links, shared by the route
// handlers (lib/server/board) and the board.

/** One choice of a list filter: the value the API filters on, the label people read, and how many boxes have it. */
export type FilterChoice = { value: string; label: string; count: number };

export type FilterOptionsResponse = {
  terminals: FilterChoice[];
  lines: FilterChoice[];
  customers: FilterChoice[];
  tags: FilterChoice[];
  statuses: FilterChoice[];
  /** Vessels the boxes arrive on (by name) and size/type codes ("40HC"). */
  vessels: FilterChoice[];
  sizes: FilterChoice[];
};

/**
 * How a document or email reaches the container: linked by hand, named by the service, through its shipment, or
 * by a number it mentions (lib/domain/document-links.ts viaForBox).
 */
export type LinkVia = BoxVia;

export type LinkedDocument = {
  id: string;
  name: string;
  type: string | null;
  state: ProcessingState;
  createdAt: string | null;
  via: LinkVia;
  /** The email it came with, when it came by email. */
  emailId: string | null;
};

export type LinkedEmail = {
  id: string;
  subject: string | null;
  from: string | null;
  sentAt: string | null;
  via: LinkVia;
};

export type ContainerLinksResponse = { documents: LinkedDocument[]; emails: LinkedEmail[] };
