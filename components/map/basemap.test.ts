import { describe, expect, it } from "vitest";

import { worldBasemap } from "./basemap";
import { projectRoute } from "./project-route";

describe("world basemap", () => {
  it("reads land and borders from the bundled TopoJSON and draws them in the route's frame", () => {
    const basemap = worldBasemap();
    expect(basemap).not.toBeNull();
    const projected = projectRoute(
      {
        lines: [
          [
            [121.5, 31.2],
            [-118.2, 33.7],
          ],
        ],
        points: [],
      },
      basemap,
    );
    expect(projected?.land).toMatch(/^M/);
    expect(projected?.borders).toMatch(/^M/);
  });
});
