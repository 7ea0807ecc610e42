// The simulator's list of webhook event names (webhooks/events.ts) is its own, written from the interface;
// this holds it to the interface: exactly the spec's enum of events a webhook subscribes to, and every event
// of the docs' notification examples among them.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../webhooks/events";
import { contractAvailable } from "./contract-available";
import { SPEC_PATH, specWebhookEvents } from "./openapi";

const EXAMPLES = path.resolve(path.dirname(SPEC_PATH), "examples", "webhook_notifications");

const d = contractAvailable(SPEC_PATH, "webhook event names against the service's OpenAPI description")
  ? describe
  : describe.skip;

d("the simulator's webhook event names", () => {
  it("are the spec's, in its order, each once", () => {
    expect([...WEBHOOK_EVENTS]).toEqual(specWebhookEvents());
    expect(new Set(WEBHOOK_EVENTS).size).toBe(WEBHOOK_EVENTS.length);
  });

  it("include the event of every notification example in the service's docs", () => {
    // One file per example, named after its event (_envelope.json is the envelope alone).
    const examples = readdirSync(EXAMPLES)
      .filter((file) => file.endsWith(".json") && !file.startsWith("_"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(examples.length).toBeGreaterThan(30);
    expect(examples.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event))).toEqual([]);
  });
});
