import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.mjs";

describe("environment validation", () => {
  it("needs nothing set for demo mode", () => {
    const env = parseEnv({});
    expect(env.QUAYSIDE_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SIMULATOR_URL).toBe("http://127.0.0.1:4010/v2");
    expect(env.PORT).toBe(3000);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", AUTH_SECRET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one readable message", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", AUTH_SECRET: "short", PORT: "http" })).toThrowError(
      /DATABASE_URL[\s\S]*AUTH_SECRET must be at least 32 characters[\s\S]*PORT/,
    );
  });

  it("requires tracking base URLs to end in /v2", () => {
    expect(() => parseEnv({ TRACKING_BASE_URL: "https://api.terminal49.com" })).toThrowError(
      /TRACKING_BASE_URL must end in \/v2/,
    );
    expect(parseEnv({ TRACKING_BASE_URL: "https://api.terminal49.com/v2/" }).TRACKING_BASE_URL).toBe(
      "https://api.terminal49.com/v2/",
    );
  });

  it("turns monitoring on only when asked: a metrics token of 16+ characters, a collector URL", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrowError(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrowError(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4318" }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
      "http://otel:4318",
    );
  });

  it("parses booleans strictly", () => {
    expect(parseEnv({ QUAYSIDE_DEMO: "false" }).QUAYSIDE_DEMO).toBe(false);
    expect(() => parseEnv({ QUAYSIDE_DEMO: "maybe" })).toThrowError(/QUAYSIDE_DEMO/);
  });

  it("starts the simulator in demo mode only, unless asked for", () => {
    expect(parseEnv({}).SIMULATOR_EMBEDDED).toBe(true);
    expect(parseEnv({ QUAYSIDE_DEMO: "false" }).SIMULATOR_EMBEDDED).toBe(false);
    expect(parseEnv({ QUAYSIDE_DEMO: "false", SIMULATOR_EMBEDDED: "true" }).SIMULATOR_EMBEDDED).toBe(true);
    expect(parseEnv({ SIMULATOR_EMBEDDED: "false" }).SIMULATOR_EMBEDDED).toBe(false);
  });
});
