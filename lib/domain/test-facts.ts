import { containerFactsSchema, type ContainerFacts, type ContainerFactsInput } from "./container-facts";

// Builds ContainerFacts for tests through the real schema, so fixtures get the same defaults as payloads.
// Defaults describe a plain box discharged at a Los Angeles terminal, checked an hour before TEST_NOW.

export const TEST_NOW = new Date("2026-06-19T18:00:00Z"); // 11:00 PDT, Jun 19

/** The attributes a fixture box is sent with, as the service would send them. */
export function testAttributes(overrides: Partial<ContainerFactsInput> = {}): ContainerFactsInput {
  return {
    number: "MSKU9070323",
    current_status: "not_available",
    available_for_pickup: false,
    availability_known: true,
    holds_at_pod_terminal: [],
    fees_at_pod_terminal: [],
    pod_timezone: "America/Los_Angeles",
    pod_arrived_at: "2026-06-15T03:00:00Z",
    pod_discharged_at: "2026-06-15T09:30:00Z",
    terminal_checked_at: "2026-06-19T17:00:00Z",
    ...overrides,
  };
}

export function makeFacts(overrides: Partial<ContainerFactsInput> = {}): ContainerFacts {
  return containerFactsSchema.parse(testAttributes(overrides));
}
