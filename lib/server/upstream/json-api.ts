import { z } from "zod";

// JSON:API documents as the tracking service sends them, read tolerantly: unknown members pass through,
// `included` may be missing, relationships may be `{}` (an inland ramp's port) or carry `data: null`, and any
// member the service knows nothing about may arrive as null (attributes, relationships, links, meta,
// included). Null is "nothing here", never a reason to refuse the whole answer. One unreadable entry of
// `included` (no id, say) is dropped rather than failing the page it came with.

export const identifierSchema = z.looseObject({ id: z.string(), type: z.string() });
export type Identifier = z.infer<typeof identifierSchema>;

/** An array whose unreadable items are left out. */
const readableItems = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items): z.output<T>[] =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const relationshipSchema = z.looseObject({
  // A to-many relationship with one unreadable identifier keeps the readable ones.
  data: z.union([identifierSchema, readableItems(identifierSchema), z.null()]).optional(),
});

/** Null (or absent) reads as `fallback`. */
const orEmpty = <T extends z.ZodType>(schema: T, fallback: () => z.output<T>) =>
  schema.nullish().transform((value) => value ?? fallback());

export const resourceSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  attributes: orEmpty(z.record(z.string(), z.unknown()), () => ({})),
  relationships: orEmpty(z.record(z.string(), relationshipSchema.catch({})), () => ({})),
  links: z.unknown().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

const includedSchema = readableItems(resourceSchema)
  .nullish()
  .transform((items): Resource[] => items ?? []);

export const documentSchema = z.looseObject({
  data: z.union([resourceSchema, z.array(resourceSchema), z.null()]),
  included: includedSchema,
  links: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
  meta: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
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

/** A document's primary data as a list: one resource, many, or none (null). */
export function asArray(data: Resource | Resource[] | null): Resource[] {
  return data === null ? [] : Array.isArray(data) ? data : [data];
}

/** Errors body: `{errors: [{status, title, detail, code, source: {pointer}}]}`; anything else → []. */
export function readErrors(body: unknown): {
  status?: string;
  title?: string | null;
  detail?: string | null;
  code?: string;
  pointer?: string;
  meta?: Record<string, unknown>;
}[] {
  if (typeof body !== "object" || body === null || !("errors" in body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((raw: unknown) => {
    const error = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const source = (typeof error["source"] === "object" && error["source"] !== null ? error["source"] : {}) as Record<
      string,
      unknown
    >;
    return {
      status: typeof error["status"] === "string" ? error["status"] : undefined,
      title: typeof error["title"] === "string" ? error["title"] : null,
      detail: typeof error["detail"] === "string" ? error["detail"] : null,
      code: typeof error["code"] === "string" ? error["code"] : undefined,
      pointer: typeof source["pointer"] === "string" ? source["pointer"] : undefined,
      // 409 duplicate_document names the existing document here.
      meta:
        typeof error["meta"] === "object" && error["meta"] !== null
          ? (error["meta"] as Record<string, unknown>)
          : undefined,
    };
  });
}
