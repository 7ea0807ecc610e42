import type { FreeTimeRule } from "./free-time-rule";
import type { TerminalCalendar } from "./terminal-calendar";

// Fixtures for free-time tests: product.md's example rule (4 working days from the day after discharge, whole-day
// closures skipped) at a Los Angeles terminal whose calendar keeps Veterans Day 2026.

export const NO_SKIP = { saturday: false, sunday: false, holidays: false, closures: false } as const;

export function testRule(overrides: Partial<FreeTimeRule> = {}): FreeTimeRule {
  return {
    id: "version-1",
    ruleId: "rule-1",
    createdAt: "2026-01-01T00:00:00.000Z",
    scope: "terminal",
    scopeKey: "W185",
    customerKey: null,
    equipmentLength: null,
    freeDays: 4,
    dayKind: "working",
    skip: { ...NO_SKIP, closures: true },
    clockStart: "discharged",
    firstDay: "next",
    effectiveFrom: "2026-01-01",
    effectiveTo: null,
    ruleRef: "Tariff 12, rule 4",
    ruleUrl: null,
    ...overrides,
  };
}

export function testCalendar(overrides: Partial<TerminalCalendar> = {}): TerminalCalendar {
  return {
    key: "W185",
    name: "Pier 400",
    timezone: "America/Los_Angeles",
    gateDays: [1, 2, 3, 4, 5],
    holidays: [{ date: "2026-11-11", name: "Veterans Day" }],
    closures: [],
    kept: true,
    ...overrides,
  };
}
