import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { sharedAvailable } from "@/lib/testing/shared-contract";

import { documentAttributesSchema, documentTypeLabel, effectiveDocumentType, processingState } from "./document-facts";

const SHARED = resolve(process.cwd(), "..", "shared", "upstream", "examples");

describe("document facts (beta schema, tolerant)", () => {
  it("reads a document with missing, null, unknown and malformed fields without failing", () => {
    const parsed = documentAttributesSchema.parse({
      name: "AN.pdf",
      file_size_bytes: "1234",
      parsed: { packetSegment: { startPage: 3, endPage: "5" } },
      brand_new_field: { x: 1 },
    });
    expect(parsed).toMatchObject({
      name: "AN.pdf",
      document_type: null,
      source: null,
      file_size_bytes: 1234,
      parsed: { packetSegment: { startPage: 3, endPage: 5 } },
    });
    expect(parsed.brand_new_field).toEqual({ x: 1 });
    expect(documentAttributesSchema.parse({ file_size_bytes: "lots", parsed: "??" })).toMatchObject({
      file_size_bytes: null,
      parsed: null,
    });
  });

  it("derives the processing state from what is present", () => {
    expect(processingState({ documentType: null, hasRepresentation: false, extractionFailed: false })).toBe("uploaded");
    expect(processingState({ documentType: "arrival_notice", hasRepresentation: false, extractionFailed: false })).toBe(
      "classified",
    );
    expect(processingState({ documentType: "arrival_notice", hasRepresentation: true, extractionFailed: false })).toBe(
      "extracted",
    );
    expect(processingState({ documentType: "arrival_notice", hasRepresentation: false, extractionFailed: true })).toBe(
      "failed",
    );
  });

  it("lets a manual type win and labels types for people", () => {
    expect(effectiveDocumentType({ document_type: "packet", document_type_manual: "delivery_order" })).toBe(
      "delivery_order",
    );
    expect(documentTypeLabel("arrival_notice")).toBe("Arrival notice");
    expect(documentTypeLabel("customs_entry")).toBe("Customs entry");
    expect(documentTypeLabel(null)).toBe("Not classified yet");
  });

  it.skipIf(!sharedAvailable(SHARED, "document facts, the service's real document payloads"))(
    "parses the service's real document payloads",
    () => {
      for (const file of [
        "documents/post_documents.response_201.json",
        "webhook_notifications/document.extracted.json",
      ]) {
        const body = JSON.parse(readFileSync(resolve(SHARED, file), "utf8")) as {
          data: { type: string; attributes: unknown };
          included?: Array<{ type: string; attributes: unknown }>;
        };
        const documents = [body.data, ...(body.included ?? [])].filter((resource) => resource.type === "document");
        expect(documents.length).toBeGreaterThan(0);
        for (const resource of documents)
          expect(documentAttributesSchema.safeParse(resource.attributes).success).toBe(true);
      }
    },
  );
});
