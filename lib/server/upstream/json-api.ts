import { z } from "zod";

// JSON:API documents as the tracking service sends them, read tolerantly: unknown members pass through,
// `included` may be missing, relationships may be `{}` (an inland ramp's port) or carry `data: null`.

export const identifierSchema = z.looseObject({ id: z.string(), type: z.string() });
export type Identifier = z.infer<typeof identifierSchema>;

const relationshipSchema = z.looseObject({
  data: z.union([identifierSchema, z.array(identifierSchema), z.null()]).optional(),
});

export const resourceSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()).optional().default({}),
  relationships: z.record(z.string(), relationshipSchema.catch({})).optional().default({}),
  links: z.unknown().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const documentSchema = z.looseObject({
  data: z.union([resourceSchema, z.array(resourceSchema), z.null()]),
  included: z.array(resourceSchema).optional().default([]),
  links: z.record(z.string(), z.unknown()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type JsonApiDocument = z.infer<typeof documentSchema>;

/** Resolves relationships against `included` (and the primary data), by type and id. */
export class Included {
  private readonly byKey = new Map<string, Resource>();

  constructor(resources: Iterable<Resource>) {
    for (const resource of resources) this.byKey.set(`${resource.type}:${resource.id}`, resource);
  }

  static of(document: JsonApiDocument): Included {
    const primary = document.data === null ? [] : Array.isArray(document.data) ? document.data : [document.data];
    return new Included([...document.included, ...primary]);
  }

  get(identifier: Identifier | null | undefined): Resource | undefined {
    return identifier ? this.byKey.get(`${identifier.type}:${identifier.id}`) : undefined;
  }

  ofType(type: string): Resource[] {
    return [...this.byKey.values()].filter((resource) => resource.type === type);
  }

  /** The related resource of a to-one relationship, when it was included. */
  one(resource: Resource, name: string): Resource | undefined {
    return this.get(relatedId(resource, name));
  }
}

/** The identifier of a to-one relationship, or null (absent, `{}`, `data: null`). */
export function relatedId(resource: Resource, name: string): Identifier | null {
  const data = resource.relationships[name]?.data;
  return data && !Array.isArray(data) ? data : null;
}

export function relatedIds(resource: Resource, name: string): Identifier[] {
  const data = resource.relationships[name]?.data;
  return Array.isArray(data) ? data : data ? [data] : [];
}

/** The next page's absolute URL, or null on the last page. */
export function nextLink(document: JsonApiDocument): string | null {
  const next = document.links?.["next"];
  return typeof next === "string" && next !== "" ? next : null;
}

/** Errors body: `{errors: [{status, title, detail, code, source: {pointer}}]}`; anything else → []. */
export function readErrors(body: unknown): { status?: string; title?: string | null; detail?: string | null; code?: string; pointer?: string; meta?: Record<string, unknown> }[] {
  if (typeof body !== "object" || body === null || !("errors" in body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((raw: unknown) => {
    const error = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const source = (typeof error["source"] === "object" && error["source"] !== null ? error["source"] : {}) as Record<string, unknown>;
    return {
      status: typeof error["status"] === "string" ? error["status"] : undefined,
      title: typeof error["title"] === "string" ? error["title"] : null,
      detail: typeof error["detail"] === "string" ? error["detail"] : null,
      code: typeof error["code"] === "string" ? error["code"] : undefined,
      pointer: typeof source["pointer"] === "string" ? source["pointer"] : undefined,
      // 409 duplicate_document names the existing document here.
      meta: typeof error["meta"] === "object" && error["meta"] !== null ? (error["meta"] as Record<string, unknown>) : undefined,
    };
  });
}
