// Classification and field extraction from document text and name. Deliberately simple keyword rules: the
// point is to give the dashboard realistic, deterministic results, including packets that split.
import { checkContainerNumber } from "../lib/check-digit";

export const DOCUMENT_TYPES = [
  { code: "bill_of_lading", label: "Bill of Lading" },
  { code: "arrival_notice", label: "Arrival Notice" },
  { code: "delivery_order", label: "Delivery Order" },
  { code: "commercial_invoice", label: "Commercial Invoice" },
  { code: "packing_list", label: "Packing List" },
  { code: "customs_entry", label: "Customs Entry Summary" },
  { code: "packet", label: "Packet" },
  { code: "other", label: "Other" },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]["code"];
export const DOCUMENT_TYPE_CODES: ReadonlySet<string> = new Set(DOCUMENT_TYPES.map((t) => t.code));

const HEADINGS: readonly [RegExp, DocumentType][] = [
  [/BILL OF LADING/i, "bill_of_lading"],
  [/ARRIVAL NOTICE/i, "arrival_notice"],
  [/DELIVERY ORDER/i, "delivery_order"],
  [/PACKING LIST/i, "packing_list"],
  [/ENTRY SUMMARY/i, "customs_entry"],
  [/COMMERCIAL INVOICE|\bINVOICE\b/i, "commercial_invoice"],
];

const NAME_HINTS: readonly [RegExp, DocumentType][] = [
  [/packet|bundle/i, "packet"],
  [/\bbol\b|bill.?of.?lading|\bmbl\b|\bhbl\b/i, "bill_of_lading"],
  [/arrival|\ban\b/i, "arrival_notice"],
  [/delivery|\bdo\b/i, "delivery_order"],
  [/invoice/i, "commercial_invoice"],
  [/packing/i, "packing_list"],
];

export function pageType(text: string): DocumentType | null {
  const head = text.split("\n").slice(0, 3).join("\n");
  for (const [re, type] of HEADINGS) if (re.test(head)) return type;
  return null;
}

export interface Segment {
  type: DocumentType;
  startPage: number;
  endPage: number;
}

/** Consecutive pages with the same heading form a segment; a page without a heading continues the last. */
export function segments(pages: readonly string[]): Segment[] {
  const out: Segment[] = [];
  pages.forEach((text, i) => {
    const type = pageType(text);
    const last = out[out.length - 1];
    if (last && (type === null || type === last.type)) last.endPage = i + 1;
    else out.push({ type: type ?? "other", startPage: i + 1, endPage: i + 1 });
  });
  return out;
}

export function classify(
  name: string,
  pages: readonly string[],
): { type: DocumentType; segments: Segment[]; notes: string } {
  const segs = segments(pages);
  if (segs.length > 1)
    return { type: "packet", segments: segs, notes: `Packet of ${segs.length} documents across ${pages.length} pages` };
  const only = segs[0];
  if (only && only.type !== "other") return { type: only.type, segments: segs, notes: "Classified from page heading" };
  for (const [re, type] of NAME_HINTS)
    if (re.test(name)) return { type, segments: segs, notes: "Classified from file name" };
  return { type: "other", segments: segs, notes: "No known heading found" };
}

const grab = (text: string, re: RegExp): string | null => re.exec(text)?.[1]?.trim() ?? null;

export function extractFields(type: DocumentType, text: string): Record<string, unknown> {
  const containers = [
    ...new Set(
      [...text.toUpperCase().matchAll(/\b([A-Z]{4}\s?\d{6}\s?-?\d)\b/g)].map((m) => (m[1] ?? "").replace(/[\s-]/g, "")),
    ),
  ].filter((n) => checkContainerNumber(n).valid);
  const common = {
    bill_of_lading_number: grab(text, /B\/L (?:No|Number)[.:]?\s*([A-Z0-9]+)/i),
    container_numbers: containers,
  };
  switch (type) {
    case "bill_of_lading":
      return {
        ...common,
        vessel_name: grab(text, /Vessel[.:]\s*([^\n]+?)(?:\s+Voyage|$)/im),
        voyage_number: grab(text, /Voyage[.:]\s*([A-Z0-9]+)/i),
        port_of_loading: grab(text, /Port of Loading[.:]\s*([^\n]+)/i),
        port_of_discharge: grab(text, /Port of Discharge[.:]\s*([^\n]+)/i),
        shipper: grab(text, /Shipper[.:]\s*([^\n]+)/i),
        consignee: grab(text, /Consignee[.:]\s*([^\n]+)/i),
      };
    case "arrival_notice":
      return {
        ...common,
        vessel_name: grab(text, /Vessel[.:]\s*([^\n]+?)(?:\s+Voyage|$)/im),
        eta: grab(text, /ETA[.:]\s*([0-9-]+)/i),
        last_free_day: grab(text, /Last Free Day[.:]\s*([0-9-]+)/i),
        freight_charges: grab(text, /Total Charges[.:]\s*([0-9.,]+)/i),
      };
    case "delivery_order":
      return {
        ...common,
        pickup_location: grab(text, /Pickup (?:at|Location)[.:]\s*([^\n]+)/i),
        last_free_day: grab(text, /Last Free Day[.:]\s*([0-9-]+)/i),
        trucker: grab(text, /Trucker[.:]\s*([^\n]+)/i),
      };
    case "commercial_invoice":
      return {
        invoice_number: grab(text, /Invoice (?:No|Number)[.:]?\s*([A-Z0-9-]+)/i),
        invoice_date: grab(text, /Invoice Date[.:]\s*([0-9-]+)/i),
        supplier_name: grab(text, /Supplier[.:]\s*([^\n]+)/i),
        total_amount: grab(text, /Total[.:]\s*([0-9.,]+)/i),
        currency: grab(text, /Currency[.:]\s*([A-Z]{3})/i),
        container_numbers: containers,
      };
    default:
      return common;
  }
}
