import { describe, expect, it } from "vitest";

import { ADMIN_ROLES, can, WRITE_ROLES } from "./roles";

describe("can", () => {
  it("lets admins do everything, dispatchers write, and managers only read", () => {
    expect([can({ role: "admin" }, "write"), can({ role: "admin" }, "administer")]).toEqual([true, true]);
    expect([can({ role: "dispatcher" }, "write"), can({ role: "dispatcher" }, "administer")]).toEqual([true, false]);
    expect([can({ role: "manager" }, "write"), can({ role: "manager" }, "administer")]).toEqual([false, false]);
  });

  it("admits to routes exactly the roles it allows", () => {
    expect([...WRITE_ROLES]).toEqual(["admin", "dispatcher"]);
    expect([...ADMIN_ROLES]).toEqual(["admin"]);
  });
});
