import "server-only";

import { HAZMAT_FIELD_SLUG, hazmatOf } from "@/lib/domain/hazmat";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";

import type { UpstreamClient } from "../upstream/client";
import { asArray, relatedId } from "../upstream/json-api";

// Hazmat, where the account keeps it: a custom field `hazmat_indicator` on its containers. Read in bulk with the
// sweep, never per box: the definition once (one request), then every field of that one definition, 100 a page
// (GET /custom_fields?filter[entity_type]=Container&filter[definition_id]=…), so the cost is the number of boxes
// that carry the field, not the account's size (15,000 flagged boxes: 150 requests per sweep).
//
// Why not incrementally: /custom_fields filters by entity_type, entity_id and definition_id only, with no
// changed-since filter and no sort (openapi.json), and no webhook event names a custom field. A value changed or a
// field removed can sit anywhere in the list, so only a whole read of the definition's fields sees it. What grows
// with change is the write: only boxes whose value differs are updated (and announced to open boards).

export type HazmatSyncResult = { defined: boolean; fields: number; changed: number };

/** The id of the account's container definition named HAZMAT_FIELD_SLUG, or null when it has none. */
async function hazmatDefinition(client: UpstreamClient): Promise<string | null> {
  for await (const page of client.pages("custom_field_definitions", { "filter[entity_type]": "Container" })) {
    const found = asArray(page.data).find(
      (d) => d.type === "custom_field_definition" && d.attributes["api_slug"] === HAZMAT_FIELD_SLUG,
    );
    if (found) return found.id;
  }
  return null;
}

export async function syncHazmat(workspaceId: string, client: UpstreamClient): Promise<HazmatSyncResult> {
  const definitionId = await hazmatDefinition(client);
  const values = new Map<string, boolean | null>();
  if (definitionId) {
    const query = { "filter[entity_type]": "Container", "filter[definition_id]": definitionId };
    for await (const page of client.pages("custom_fields", query)) {
      for (const field of asArray(page.data)) {
        const entity = relatedId(field, "entity");
        const slug = field.attributes["api_slug"];
        // A service that ignored the filter still names each field's slug and entity.
        if (field.type !== "custom_field" || entity?.type !== "container") continue;
        if (typeof slug === "string" && slug !== HAZMAT_FIELD_SLUG) continue;
        values.set(entity.id, hazmatOf(field.attributes["value"]));
      }
    }
  }
  const changed = await writeHazmat(workspaceId, values);
  if (changed.length > 0) await notifyLive(workspaceId, "containers", changed);
  return { defined: definitionId !== null, fields: values.size, changed: changed.length };
}

/** Each listed box takes its value; a box no longer listed (field removed, or no definition) is unknown again. */
async function writeHazmat(workspaceId: string, values: ReadonlyMap<string, boolean | null>): Promise<string[]> {
  const rows = [...values].map(([upstreamId, hazmat]) => ({ upstream_id: upstreamId, hazmat }));
  const set =
    rows.length === 0
      ? []
      : await db.$queryRaw<{ id: string }[]>`
          UPDATE containers c SET hazmat = v.hazmat
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(upstream_id text, hazmat boolean)
          WHERE c.workspace_id = ${workspaceId}::uuid AND c.upstream_id = v.upstream_id
            AND c.hazmat IS DISTINCT FROM v.hazmat
          RETURNING c.id`;
  // Served by the partial index of the boxes whose hazmat is known.
  const cleared = await db.$queryRaw<{ id: string }[]>`
    UPDATE containers c SET hazmat = NULL
    WHERE c.workspace_id = ${workspaceId}::uuid AND c.hazmat IS NOT NULL
      AND NOT (c.upstream_id = ANY(${[...values.keys()]}::text[]))
    RETURNING c.id`;
  return [...set, ...cleared].map((row) => row.id);
}
