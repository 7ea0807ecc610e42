import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

// NOTICE is generated from the installed tree (scripts/write-notice.ts); this holds it to package.json, so a
// runtime dependency added without regenerating it fails here rather than shipping unlisted.
const notice = readFileSync("NOTICE", "utf8");
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  license: string;
  dependencies: Record<string, string>;
};

describe("NOTICE and LICENSE", () => {
  it("names every runtime dependency with a version and a license", () => {
    const missing = Object.keys(manifest.dependencies).filter(
      (name) => !new RegExp(`^  ${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}@\\S+\\s+\\S`, "m").test(notice),
    );
    expect(missing).toEqual([]);
  });

  it("LICENSE is the license package.json declares", () => {
    expect(manifest.license).toBe("MIT");
    expect(readFileSync("LICENSE", "utf8")).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} The Quayside contributors\n/,
    );
  });
});
