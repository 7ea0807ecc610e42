import { afterEach, describe, expect, it } from "vitest";

import { DATABASE_UNAVAILABLE_DIGEST, isDatabaseUnavailablePageError } from "@/lib/shared/page-error";

import { clearDatabaseOutage, databaseStillDown } from "./database-outage";
import { DatabaseUnavailablePageError, toPageError } from "./page-errors";

// Mapping a database error notes an outage in this process; unit files share a process, so none is left behind.
afterEach(() => clearDatabaseOutage());

describe("a page's error for the boundary", () => {
  it("turns every shape of database outage into the one recognisable page error", () => {
    const outages = [
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("Can't reach database server at db.internal:5432"), { code: "P1001" }),
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("the database system is shutting down"), { code: "57P03" }),
    ];
    for (const outage of outages) {
      const mapped = toPageError(outage);
      expect(mapped).toBeInstanceOf(DatabaseUnavailablePageError);
      expect(isDatabaseUnavailablePageError(mapped)).toBe(true);
      expect(mapped).toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
      // Nothing of the cause reaches the browser: no host, port, code or driver words.
      expect((mapped as Error).message).not.toMatch(/10\.0\.0\.5|5432|db\.internal|ECONN|P1001|terminated|shutting/);
    }
  });

  it("leaves anything else as it is, Next.js's redirect and forbidden signals included", () => {
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/sign-in;307;" });
    const bug = new TypeError("x is undefined");
    expect(toPageError(redirect)).toBe(redirect);
    expect(toPageError(bug)).toBe(bug);
    expect(isDatabaseUnavailablePageError(redirect)).toBe(false);
    expect(isDatabaseUnavailablePageError(bug)).toBe(false);
    expect(isDatabaseUnavailablePageError(null)).toBe(false);
  });

  it("notes the outage for the proxy", async () => {
    // The mapping above noted one already; forget it and map again.
    clearDatabaseOutage();
    expect(await databaseStillDown()).toBe(false);
    toPageError(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }));
    expect(await databaseStillDown()).toBe(true);
  });
});
