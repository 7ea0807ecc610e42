import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { sharedAvailable } from "@/lib/testing/shared-contract";

import { WEBHOOK_EVENTS } from "./event-names";

// The product's list of webhook events is the interface's: the enum of the webhook resource's `events` in the
// service's OpenAPI description (../shared/upstream, beside the repo).
const SPEC = resolve(process.cwd(), "..", "shared", "upstream", "openapi.json");

describe("webhook events", () => {
  it.skipIf(!sharedAvailable(SPEC, "webhook events, the service's OpenAPI description"))(
    "are exactly the events the interface lists, in its order",
    () => {
      const spec = JSON.parse(readFileSync(SPEC, "utf8")) as {
        components: { schemas: { webhook: { properties: { attributes: { properties: { events: unknown } } } } } };
      };
      const events = spec.components.schemas.webhook.properties.attributes.properties.events as {
        items: { enum: string[] };
      };
      expect([...WEBHOOK_EVENTS]).toEqual(events.items.enum);
    },
  );
});
