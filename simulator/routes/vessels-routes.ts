// Vessels: GET /vessels/{id} and /vessels/{imo} share one path template in the spec, so the parameter is
// read by format (a UUID is an id, seven digits an IMO number). Positions are a paid (routing) feature.
import type { Context, Hono } from "hono";
import type { SimulatorCore } from "../core";
import { requestUrl, resourceContext, type AppContext, type AppEnv } from "../http/env";
import { apiError, badRequest, jsonApi, notFound } from "../http/api-errors";
import { PLACES_BY_ID, PORTS_BY_CODE, VESSELS, type Place, type Vessel } from "../world/reference-data";
import { vesselWithFuturePositions, vesselWithTrack } from "../vessels/resource";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WEEK = 7 * 86_400_000;

export function findVessel(idOrImo: string): Vessel | undefined {
  if (UUID.test(idOrImo)) return VESSELS.find((v) => v.id === idOrImo.toLowerCase());
  if (/^\d{7}$/.test(idOrImo)) return VESSELS.find((v) => v.imo === idOrImo);
  return undefined;
}

const forbidden = (c: Context): Response =>
  apiError(c, 403, {
    title: "Forbidden",
    detail: "Routing data feature is not enabled for this account",
    source: null,
  });

function findPort(id: string | undefined): Place | undefined {
  if (!id) return undefined;
  const p = PLACES_BY_ID.get(id) ?? PORTS_BY_CODE.get(id.toUpperCase());
  return p?.kind === "port" ? p : undefined;
}

export function registerVessels(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.get("/vessels/:id", (c) => {
    const v = findVessel(c.req.param("id"));
    if (!v) return notFound(c, "Vessel");
    const fromRaw = c.req.query("show_positions[from_timestamp]");
    const toRaw = c.req.query("show_positions[to_timestamp]");
    const wantsPositions = fromRaw !== undefined || toRaw !== undefined || c.req.query("show_positions") === "true";
    const ctx = resourceContext(c, core);
    let window: { from: number; to: number } | null = null;
    if (wantsPositions) {
      if (!c.get("key").entitlements.has("routing")) return forbidden(c);
      const to = toRaw ? Date.parse(toRaw) : ctx.now;
      const from = fromRaw ? Date.parse(fromRaw) : to - WEEK;
      if (Number.isNaN(from))
        return badRequest(
          c,
          "show_positions[from_timestamp]",
          "show_positions[from_timestamp] must be an ISO 8601 date-time",
        );
      if (Number.isNaN(to))
        return badRequest(
          c,
          "show_positions[to_timestamp]",
          "show_positions[to_timestamp] must be an ISO 8601 date-time",
        );
      if (from > to)
        return badRequest(
          c,
          "show_positions[from_timestamp]",
          "show_positions[from_timestamp] must be before show_positions[to_timestamp]",
        );
      window = { from, to };
    }
    return jsonApi(c, {
      data: vesselWithTrack(v, core.world, ctx.now, window),
      links: { self: requestUrl(c, core).toString() },
    });
  });

  const future = (withCoordinates: boolean) => (c: AppContext) => {
    if (!c.get("key").entitlements.has("routing")) return forbidden(c);
    const v = findVessel(c.req.param("id") ?? "");
    if (!v) return notFound(c, "Vessel");
    for (const name of ["port_id", "previous_port_id", ...(withCoordinates ? ["latitude", "longitude"] : [])]) {
      if (!c.req.query(name)) return badRequest(c, name, `${name} is required`);
    }
    const port = findPort(c.req.query("port_id"));
    const previous = findPort(c.req.query("previous_port_id"));
    if (!port || !previous) return notFound(c, "Port");
    let start = null;
    if (withCoordinates) {
      const latitude = Number(c.req.query("latitude"));
      const longitude = Number(c.req.query("longitude"));
      if (!Number.isFinite(latitude) || Math.abs(latitude) > 90)
        return badRequest(c, "latitude", "latitude must be a number between -90 and 90");
      if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
        return badRequest(c, "longitude", "longitude must be a number between -180 and 180");
      start = { latitude, longitude };
    }
    const ctx = resourceContext(c, core);
    return jsonApi(c, {
      data: vesselWithFuturePositions(v, core.world, ctx.now, previous, port, start),
      links: { self: requestUrl(c, core).toString() },
    });
  };
  app.get("/vessels/:id/future_positions", future(false));
  app.get("/vessels/:id/future_positions_with_coordinates", future(true));
}
