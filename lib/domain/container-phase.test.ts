import { describe, expect, it } from "vitest";

import { containerPhase, isOut } from "./container-phase";
import { makeFacts } from "./test-facts";

const notDischarged = { pod_discharged_at: null, pod_arrived_at: null };

describe("container phase", () => {
  it("maps every documented status", () => {
    const phase = (current_status: string, extra = {}) => containerPhase(makeFacts({ current_status, ...extra }));
    expect(phase("new", notDischarged)).toBe("arriving");
    expect(phase("on_ship", notDischarged)).toBe("arriving");
    expect(phase("grounded")).toBe("at_terminal");
    expect(phase("available")).toBe("at_terminal");
    expect(phase("not_available")).toBe("at_terminal");
    expect(phase("off_dock")).toBe("at_terminal");
    // Waiting for its train, the box still sits at the port terminal (product.md v2).
    expect(phase("awaiting_inland_transfer")).toBe("at_terminal");
    expect(phase("on_rail")).toBe("on_rail");
    for (const out of ["picked_up", "delivered", "dropped"]) expect(phase(out)).toBe("out");
    expect(phase("loaded", notDischarged)).toBe("arriving");
    expect(phase("empty_returned")).toBe("empty_returned");
  });

  it("trusts milestones over a lagging status", () => {
    expect(containerPhase(makeFacts({ current_status: "on_ship" }))).toBe("at_terminal"); // discharge recorded
    expect(containerPhase(makeFacts({ current_status: "available", pod_full_out_at: "2026-06-18T00:00:00Z" }))).toBe(
      "out",
    );
    expect(
      containerPhase(makeFacts({ current_status: "available", empty_terminated_at: "2026-06-18T00:00:00Z" })),
    ).toBe("empty_returned");
    expect(containerPhase(makeFacts({ current_status: null, ...notDischarged }))).toBe("arriving");
  });

  it("does not count the port full-out of a rail move as a pickup", () => {
    const railMove = {
      pod_full_out_at: "2026-06-16T04:00:00Z",
      pod_rail_loaded_at: "2026-06-16T03:00:00Z",
    };
    expect(containerPhase(makeFacts({ current_status: "on_rail", ...railMove }))).toBe("on_rail");
    expect(
      containerPhase(makeFacts({ current_status: "available", ...railMove, ind_ata_at: "2026-06-18T00:00:00Z" })),
    ).toBe("at_terminal");
    expect(
      isOut(
        makeFacts({ current_status: "available", ...railMove, final_destination_full_out_at: "2026-06-19T00:00:00Z" }),
      ),
    ).toBe(true);
  });

  it("places rail milestones before inland arrival on rail", () => {
    expect(containerPhase(makeFacts({ current_status: null, pod_rail_departed_at: "2026-06-16T00:00:00Z" }))).toBe(
      "on_rail",
    );
    expect(
      containerPhase(
        makeFacts({
          current_status: null,
          pod_rail_departed_at: "2026-06-16T00:00:00Z",
          ind_rail_unloaded_at: "2026-06-18T00:00:00Z",
        }),
      ),
    ).toBe("at_terminal");
  });

  it("keeps an off_dock box on the board even with a terminal full-out", () => {
    expect(containerPhase(makeFacts({ current_status: "off_dock", pod_full_out_at: "2026-06-18T00:00:00Z" }))).toBe(
      "at_terminal",
    );
  });

  it("reads loaded as loaded on the vessel at origin: arriving, never out by the status alone", () => {
    const atOrigin = makeFacts({ current_status: "loaded", ...notDischarged, pod_full_out_at: null });
    expect(isOut(atOrigin)).toBe(false);
    expect(containerPhase(atOrigin)).toBe("arriving");
    // Reloaded at the customer after a pickup (a street turn): the full-out milestone makes it out.
    expect(containerPhase(makeFacts({ current_status: "loaded", pod_full_out_at: "2026-06-18T00:00:00Z" }))).toBe(
      "out",
    );
    const railStreetTurn = {
      pod_rail_departed_at: "2026-06-16T00:00:00Z",
      ind_ata_at: "2026-06-18T00:00:00Z",
      final_destination_full_out_at: "2026-06-19T00:00:00Z",
    };
    expect(containerPhase(makeFacts({ current_status: "loaded", ...railStreetTurn }))).toBe("out");
  });

  it("reads dropped as out (delivered and dropped at the customer) and grounded as at the terminal", () => {
    expect(containerPhase(makeFacts({ current_status: "dropped", pod_full_out_at: "2026-06-18T00:00:00Z" }))).toBe(
      "out",
    );
    expect(containerPhase(makeFacts({ current_status: "dropped" }))).toBe("out");
    expect(
      containerPhase(makeFacts({ current_status: "grounded", availability_known: false, available_for_pickup: null })),
    ).toBe("at_terminal");
  });
});
