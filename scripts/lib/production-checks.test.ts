import { describe, expect, it } from "vitest";

import { parseEnv } from "../../lib/env.mjs";

import { productionFindings, type StartFacts } from "./production-checks";

const built: StartFacts = { hasBuild: true, canBuild: false };
const SECRET = "s".repeat(40);

function settingsOf(source: Record<string, string>, facts: StartFacts = built): string[] {
  return productionFindings(parseEnv(source), facts).map((f) => `${f.level}:${f.setting}`);
}

describe("productionFindings", () => {
  it("says nothing in demo mode", () => {
    expect(settingsOf({ QUAYSIDE_DEMO: "true" }, { hasBuild: false, canBuild: false })).toEqual([]);
  });

  it("stops a production start without AUTH_SECRET, and names every setting left at its demo value", () => {
    expect(settingsOf({ QUAYSIDE_DEMO: "false" })).toEqual([
      "error:AUTH_SECRET",
      "warning:DATABASE_URL",
      "warning:APP_URL",
      "warning:SMTP_URL",
    ]);
  });

  it("is quiet for a complete production setup behind a TLS proxy", () => {
    expect(
      settingsOf({
        QUAYSIDE_DEMO: "false",
        AUTH_SECRET: SECRET,
        DATABASE_URL: "postgresql://quayside:pw@db.internal:5432/quayside",
        APP_URL: "https://quayside.example.com",
        TRUSTED_PROXIES: "10.0.0.5",
        SMTP_URL: "smtp://mail.example.com:587",
      }),
    ).toEqual([]);
  });

  it("warns about plain http, an https URL with no trusted proxy, and a simulator asked for", () => {
    const base = {
      QUAYSIDE_DEMO: "false",
      AUTH_SECRET: SECRET,
      DATABASE_URL: "postgresql://h/db",
      SMTP_URL: "smtp://m:25",
    };
    expect(settingsOf({ ...base, APP_URL: "http://quayside.example.com" })).toEqual(["warning:APP_URL"]);
    expect(settingsOf({ ...base, APP_URL: "https://quayside.example.com" })).toEqual(["warning:TRUSTED_PROXIES"]);
    expect(
      settingsOf({
        ...base,
        APP_URL: "https://q.example.com",
        TRUSTED_PROXIES: "127.0.0.1",
        SIMULATOR_EMBEDDED: "true",
      }),
    ).toEqual(["warning:SIMULATOR_EMBEDDED"]);
  });

  it("refuses to start with no build and no build tools, and lets a build happen when the tools are there", () => {
    const base = { QUAYSIDE_DEMO: "false", AUTH_SECRET: SECRET };
    expect(settingsOf(base, { hasBuild: false, canBuild: false })).toContain("error:(build)");
    expect(settingsOf(base, { hasBuild: false, canBuild: true })).not.toContain("error:(build)");
  });
});
