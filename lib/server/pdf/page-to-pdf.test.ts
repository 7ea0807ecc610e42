import { describe, expect, it } from "vitest";

import { cookiesOf } from "./page-to-pdf";

describe("the person's cookies for the printing browser", () => {
  it("reads each pair of a Cookie header as a cookie of the app's origin only", () => {
    expect(cookiesOf("next-auth.session-token=abc.def; theme=dark;  x=a=b", "http://127.0.0.1:3100")).toEqual([
      { name: "next-auth.session-token", value: "abc.def", url: "http://127.0.0.1:3100" },
      { name: "theme", value: "dark", url: "http://127.0.0.1:3100" },
      { name: "x", value: "a=b", url: "http://127.0.0.1:3100" },
    ]);
    expect(cookiesOf(null, "http://127.0.0.1:3100")).toEqual([]);
    expect(cookiesOf("; =novalue; junk", "http://127.0.0.1:3100")).toEqual([]);
  });
});
