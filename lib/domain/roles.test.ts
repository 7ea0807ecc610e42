import { describe, expect, it } from "vitest";

import { can } from "./roles";

describe("can", () => {
  it("lets admins do everything, dispatchers write, and managers only read", () => {
    expect([can({ role: "admin" }, "write"), can({ role: "admin" }, "administer")]).toEqual([true, true]);
    expect([can({ role: "dispatcher" }, "write"), can({ role: "dispatcher" }, "administer")]).toEqual([true, false]);
    expect([can({ role: "manager" }, "write"), can({ role: "manager" }, "administer")]).toEqual([false, false]);
  });
});
