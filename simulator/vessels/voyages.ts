// Where a vessel is: the world's voyages give each vessel legs (port to port, departure to arrival), and a
// position at any instant is interpolated along the leg under way, or the last port reached. Pure geometry
// on plans; nothing is stored.
import { PORTS_BY_CODE, type Place } from "../world/reference-data";
import { densify, routeLengthNm, seaRoute, splitRoute } from "../world/sea-lanes";
import type { World } from "../world/world";

export interface Leg {
  voyage: string;
  from: Place;
  to: Place;
  depart: number;
  arrive: number;
}

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Fix extends Point {
  heading: number | null;
  speedKnots: number;
  at: number;
}

const RAD = Math.PI / 180;
const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

export function distanceNm(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * 3440.065 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function bearing(a: Point, b: Point): number {
  const y = Math.sin((b.longitude - a.longitude) * RAD) * Math.cos(b.latitude * RAD);
  const x =
    Math.cos(a.latitude * RAD) * Math.sin(b.latitude * RAD) -
    Math.sin(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.cos((b.longitude - a.longitude) * RAD);
  return Math.round(((Math.atan2(y, x) / RAD + 360) % 360) * 10) / 10;
}

/** Every leg the vessel sails in the world, oldest departure first. */
export function vesselLegs(world: World, vesselId: string): Leg[] {
  const legs: Leg[] = [];
  const port = (code: string | null): Place | undefined => (code ? PORTS_BY_CODE.get(code) : undefined);
  for (const s of world.shipments) {
    const pol = port(s.polCode);
    const pod = port(s.podCode);
    const ts = port(s.tsCode);
    if (!pol || !pod) continue;
    if (ts && s.tsVesselId !== null) {
      const first = s.containerIdxs[0] === undefined ? undefined : world.container(s.containerIdxs[0]);
      const tsArrived = first?.milestones.tsArrived ?? null;
      const tsDeparted = first?.milestones.tsDeparted ?? null;
      if (s.tsVesselId === vesselId && tsArrived !== null)
        legs.push({ voyage: s.tsVoyage ?? s.voyage, from: pol, to: ts, depart: s.polAtd, arrive: tsArrived });
      if (s.vesselId === vesselId && tsDeparted !== null)
        legs.push({ voyage: s.voyage, from: ts, to: pod, depart: tsDeparted, arrive: s.podAta });
    } else if (s.vesselId === vesselId) {
      legs.push({ voyage: s.voyage, from: pol, to: pod, depart: s.polAtd, arrive: s.podAta });
    }
  }
  return legs.filter((l) => l.arrive > l.depart).sort((a, b) => a.depart - b.depart || a.arrive - b.arrive);
}

/** Position reports every five minutes, as AIS gives them. */
const REPORT_MS = 5 * 60_000;

export function positionAt(legs: readonly Leg[], t: number): Fix | null {
  const at = Math.floor(t / REPORT_MS) * REPORT_MS;
  let underWay: Leg | undefined;
  let lastArrived: Leg | undefined;
  for (const leg of legs) {
    if (leg.depart <= at && at < leg.arrive) underWay = leg;
    if (leg.arrive <= at && (!lastArrived || leg.arrive > lastArrived.arrive)) lastArrived = leg;
  }
  if (underWay) {
    // Along the sea lanes, as the route map draws the leg (world/sea-lanes.ts), not the chord between ports.
    const lane = densify(seaRoute(underWay.from.code, underWay.to.code));
    const hours = (underWay.arrive - underWay.depart) / 3_600_000;
    const speed = Math.min(24, Math.max(8, routeLengthNm(lane) / hours));
    const { at: position, ahead } = splitRoute(lane, (at - underWay.depart) / (underWay.arrive - underWay.depart));
    const here = { latitude: position[1], longitude: position[0] };
    const next = ahead[1] ?? ahead[0] ?? position;
    return {
      latitude: round6(here.latitude),
      longitude: round6(here.longitude),
      heading: bearing(here, { latitude: next[1], longitude: next[0] }),
      speedKnots: Math.round(speed * 10) / 10,
      at,
    };
  }
  const berth = lastArrived?.to ?? legs[0]?.from;
  if (!berth) return null;
  return { latitude: berth.latitude, longitude: berth.longitude, heading: null, speedKnots: 0, at };
}
