import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { API_ROUTES, routeTemplate } from "./route-templates";

function routeFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routeFiles(full, found);
    else if (entry.name === "route.ts") found.push(`/${path.relative("app", path.dirname(full))}`);
  }
  return found;
}

describe("API route templates", () => {
  it("lists every route under app/api, and no other", () => {
    expect([...API_ROUTES].sort()).toEqual(routeFiles("app/api").sort());
  });

  it("maps a request path to its route as Next.js would, ids replaced", () => {
    const id = "3f0c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f";
    expect(routeTemplate("/api/containers")).toBe("/api/containers");
    expect(routeTemplate(`/api/containers/${id}`)).toBe("/api/containers/[id]");
    expect(routeTemplate(`/api/containers/${id}/notes/42`)).toBe("/api/containers/[id]/notes/[noteId]");
    expect(routeTemplate("/api/containers/bulk")).toBe("/api/containers/bulk");
    expect(routeTemplate(`/api/containers/bulk/${id}`)).toBe("/api/containers/bulk/[jobId]");
    expect(routeTemplate("/api/containers/filter-options/")).toBe("/api/containers/filter-options");
    expect(routeTemplate("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(routeTemplate("/api/no/such/thing")).toBe("/api/[...path]");
    expect(routeTemplate(`/api/containers/${id}/nope`)).toBe("/api/[...path]");
    expect(routeTemplate("/board")).toBe("unmatched");
  });
});
