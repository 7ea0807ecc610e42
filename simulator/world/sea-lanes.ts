// Where ships sail between two of the world's ports: a small graph of sea waypoints (straits, capes, canals,
// harbour approaches) joined by lanes that stay over water, and the shortest way through it. The real
// service's map_geojson draws legs of hundreds of AIS points that follow the sea; a great circle from
// Kaohsiung to Balboa crosses North America. Each lane is short enough that its own great circle stays at sea
// at the map's scale. Pure data and geometry.
import { PORTS_BY_CODE, TRANSSHIPMENT_PORTS, type Place } from "./reference-data";

export type LonLat = readonly [longitude: number, latitude: number];

const WAYPOINTS = {
  // East Asia
  eastChinaSea: [123.0, 30.8],
  westOfKyushu: [128.3, 32.3],
  koreaStrait: [129.4, 34.6],
  southOfKyushu: [131.0, 29.8],
  tokyoBay: [139.8, 34.8],
  eastOfJapan: [141.5, 34.3],
  northOfTaiwan: [122.3, 26.5],
  taiwanStrait: [119.9, 24.0],
  offKaohsiung: [120.0, 22.3],
  luzonStrait: [120.9, 21.2],
  eastOfLuzonStrait: [123.0, 21.5],
  offHongKong: [114.6, 21.9],
  southChinaSea: [111.5, 15.0],
  offPhanRang: [109.6, 11.0],
  offVungTau: [107.3, 10.0],
  singaporeStrait: [104.2, 1.2],
  // Indian Ocean and Suez
  westOfSingapore: [103.4, 1.1],
  malaccaSouth: [101.5, 2.4],
  malaccaMid: [100.0, 3.6],
  malaccaNorth: [97.5, 6.0],
  southOfSriLanka: [80.6, 5.4],
  offCapeComorin: [76.0, 7.0],
  offMumbai: [72.4, 18.7],
  offGuardafui: [52.0, 12.6],
  gulfOfAden: [47.5, 12.4],
  babElMandeb: [43.4, 12.6],
  redSea: [38.8, 20.0],
  northRedSea: [35.0, 26.8],
  gulfOfSuez: [33.9, 27.7],
  suez: [32.55, 29.9],
  portSaid: [32.35, 31.4],
  // Mediterranean and Europe
  southOfCrete: [25.0, 34.3],
  southOfMalta: [14.6, 35.5],
  sicilyChannel: [11.8, 37.3],
  tyrrhenianSea: [11.5, 40.0],
  eastOfCorsica: [9.95, 42.7],
  ligurianSea: [9.0, 44.1],
  westernMediterranean: [5.5, 38.5],
  alboranSea: [-2.5, 36.1],
  gibraltar: [-5.6, 35.95],
  capeStVincent: [-9.4, 36.6],
  offFinisterre: [-10.0, 43.0],
  ushant: [-5.8, 48.7],
  englishChannel: [-1.5, 50.0],
  doverStrait: [1.6, 51.05],
  scheldtMouth: [3.3, 51.5],
  maasMouth: [3.9, 52.0],
  offTexel: [4.2, 53.3],
  offFrisianIslands: [6.0, 53.8],
  elbeMouth: [8.2, 54.0],
  // Atlantic and the Americas' east
  southOfNewfoundland: [-50.0, 42.5],
  midAtlantic: [-40.0, 35.0],
  newYorkBight: [-73.7, 40.3],
  offHatteras: [-74.8, 34.9],
  offCharleston: [-79.6, 32.6],
  offSavannah: [-80.6, 31.9],
  offCapeCanaveral: [-79.6, 27.5],
  floridaStrait: [-79.85, 25.5],
  offKeyLargo: [-80.5, 24.55],
  offKeyWest: [-82.0, 24.25],
  southeastGulf: [-85.5, 23.5],
  yucatanChannel: [-85.8, 21.6],
  gulfOfMexico: [-89.0, 26.0],
  offGalveston: [-94.7, 29.2],
  monaPassage: [-67.8, 18.2],
  colon: [-79.9, 9.45],
  // The Americas' west
  panamaBay: [-79.45, 8.6],
  southOfAzuero: [-80.2, 6.9],
  offCostaRica: [-87.0, 9.0],
  offGuatemala: [-93.0, 13.0],
  offManzanillo: [-104.6, 18.8],
  westOfCabo: [-112.0, 20.5],
  offBaja: [-116.0, 27.5],
  offPointConception: [-121.0, 33.5],
  offSanPedro: [-118.3, 33.6],
  goldenGate: [-122.8, 37.7],
  offCapeMendocino: [-125.0, 40.4],
  juanDeFuca: [-124.8, 48.4],
  juanDeFucaMid: [-123.5, 48.25],
  admiraltyInlet: [-122.7, 48.15],
  haroStrait: [-123.2, 48.5],
  straitOfGeorgia: [-123.5, 49.2],
} as const satisfies Record<string, LonLat>;

type Waypoint = keyof typeof WAYPOINTS;

const LANES: readonly (readonly [Waypoint, Waypoint])[] = [
  ["eastChinaSea", "westOfKyushu"],
  ["westOfKyushu", "koreaStrait"],
  ["westOfKyushu", "southOfKyushu"],
  ["eastChinaSea", "southOfKyushu"],
  ["southOfKyushu", "tokyoBay"],
  ["tokyoBay", "eastOfJapan"],
  ["eastChinaSea", "northOfTaiwan"],
  ["northOfTaiwan", "taiwanStrait"],
  ["northOfTaiwan", "eastOfLuzonStrait"],
  ["taiwanStrait", "offKaohsiung"],
  ["taiwanStrait", "offHongKong"],
  ["offKaohsiung", "luzonStrait"],
  ["offKaohsiung", "offHongKong"],
  ["luzonStrait", "eastOfLuzonStrait"],
  ["luzonStrait", "offHongKong"],
  ["offHongKong", "southChinaSea"],
  ["luzonStrait", "southChinaSea"],
  ["southChinaSea", "offPhanRang"],
  ["offPhanRang", "offVungTau"],
  ["southChinaSea", "singaporeStrait"],
  ["offVungTau", "singaporeStrait"],
  ["singaporeStrait", "westOfSingapore"],
  ["westOfSingapore", "malaccaSouth"],
  ["malaccaSouth", "malaccaMid"],
  ["malaccaMid", "malaccaNorth"],
  ["malaccaNorth", "southOfSriLanka"],
  ["southOfSriLanka", "offCapeComorin"],
  ["offCapeComorin", "offMumbai"],
  ["southOfSriLanka", "offGuardafui"],
  ["offMumbai", "offGuardafui"],
  ["offGuardafui", "gulfOfAden"],
  ["gulfOfAden", "babElMandeb"],
  ["babElMandeb", "redSea"],
  ["redSea", "northRedSea"],
  ["northRedSea", "gulfOfSuez"],
  ["gulfOfSuez", "suez"],
  ["suez", "portSaid"],
  ["portSaid", "southOfCrete"],
  ["southOfCrete", "southOfMalta"],
  ["southOfMalta", "sicilyChannel"],
  ["sicilyChannel", "tyrrhenianSea"],
  ["tyrrhenianSea", "eastOfCorsica"],
  ["eastOfCorsica", "ligurianSea"],
  ["sicilyChannel", "westernMediterranean"],
  ["westernMediterranean", "ligurianSea"],
  ["westernMediterranean", "alboranSea"],
  ["alboranSea", "gibraltar"],
  ["gibraltar", "capeStVincent"],
  ["capeStVincent", "offFinisterre"],
  ["offFinisterre", "ushant"],
  ["ushant", "englishChannel"],
  ["englishChannel", "doverStrait"],
  ["doverStrait", "scheldtMouth"],
  ["scheldtMouth", "maasMouth"],
  ["doverStrait", "maasMouth"],
  ["maasMouth", "offTexel"],
  ["offTexel", "offFrisianIslands"],
  ["offFrisianIslands", "elbeMouth"],
  ["ushant", "southOfNewfoundland"],
  ["southOfNewfoundland", "newYorkBight"],
  ["capeStVincent", "midAtlantic"],
  ["offFinisterre", "midAtlantic"],
  ["midAtlantic", "offHatteras"],
  ["midAtlantic", "offCharleston"],
  ["midAtlantic", "offCapeCanaveral"],
  ["midAtlantic", "monaPassage"],
  ["newYorkBight", "offHatteras"],
  ["offHatteras", "offCharleston"],
  ["offHatteras", "monaPassage"],
  ["offCharleston", "offSavannah"],
  ["offSavannah", "offCapeCanaveral"],
  ["offCapeCanaveral", "floridaStrait"],
  ["floridaStrait", "offKeyLargo"],
  ["offKeyLargo", "offKeyWest"],
  ["offKeyWest", "southeastGulf"],
  ["offKeyWest", "gulfOfMexico"],
  ["southeastGulf", "yucatanChannel"],
  ["southeastGulf", "gulfOfMexico"],
  ["gulfOfMexico", "offGalveston"],
  ["yucatanChannel", "colon"],
  ["monaPassage", "colon"],
  // The Panama Canal.
  ["colon", "panamaBay"],
  ["panamaBay", "southOfAzuero"],
  ["southOfAzuero", "offCostaRica"],
  ["offCostaRica", "offGuatemala"],
  ["offGuatemala", "offManzanillo"],
  ["offManzanillo", "westOfCabo"],
  ["westOfCabo", "offBaja"],
  ["offBaja", "offSanPedro"],
  ["offBaja", "offPointConception"],
  ["offPointConception", "offSanPedro"],
  ["offPointConception", "goldenGate"],
  ["goldenGate", "offCapeMendocino"],
  ["offCapeMendocino", "juanDeFuca"],
  ["juanDeFuca", "juanDeFucaMid"],
  ["juanDeFucaMid", "admiraltyInlet"],
  ["juanDeFucaMid", "haroStrait"],
  ["haroStrait", "straitOfGeorgia"],
  // Across the Pacific, from south of Japan or the Luzon Strait to the Americas.
  ["eastOfJapan", "juanDeFuca"],
  ["eastOfJapan", "offCapeMendocino"],
  ["eastOfJapan", "goldenGate"],
  ["eastOfJapan", "offPointConception"],
  ["eastOfLuzonStrait", "goldenGate"],
  ["eastOfLuzonStrait", "offPointConception"],
  ["eastOfLuzonStrait", "westOfCabo"],
];

/** How each port leaves its berth for the lanes. */
const APPROACHES: Readonly<Record<string, readonly Waypoint[]>> = {
  CNSHA: ["eastChinaSea"],
  CNNGB: ["eastChinaSea"],
  CNYTN: ["offHongKong"],
  KRPUS: ["koreaStrait"],
  TWKHH: ["offKaohsiung"],
  VNSGN: ["offVungTau"],
  JPTYO: ["tokyoBay"],
  INNSA: ["offMumbai"],
  DEHAM: ["elbeMouth"],
  NLRTM: ["maasMouth"],
  BEANT: ["scheldtMouth"],
  ITGOA: ["ligurianSea"],
  MXZLO: ["offManzanillo"],
  SGSIN: ["singaporeStrait"],
  PABLB: ["panamaBay"],
  MAPTM: ["gibraltar"],
  ESALG: ["gibraltar"],
  USLAX: ["offSanPedro"],
  USLGB: ["offSanPedro"],
  USNYC: ["newYorkBight"],
  USSAV: ["offSavannah"],
  USHOU: ["offGalveston"],
  USSEA: ["admiraltyInlet"],
  USTIW: ["admiraltyInlet"],
  USCHS: ["offCharleston"],
  USOAK: ["goldenGate"],
  CAVAN: ["straitOfGeorgia"],
};

const RAD = Math.PI / 180;

/** Every lane's two ends, for the check that lanes stay at sea. */
export function laneEnds(): [LonLat, LonLat, string][] {
  return LANES.map(([a, b]) => [WAYPOINTS[a], WAYPOINTS[b], `${a}-${b}`]);
}

/** Great-circle distance in radians. */
function arc(a: LonLat, b: LonLat): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const neighbours = new Map<string, string[]>();
for (const [a, b] of LANES) {
  neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
}

function positionOf(node: string): LonLat | null {
  if (node in WAYPOINTS) return WAYPOINTS[node as Waypoint];
  const port = PORTS_BY_CODE.get(node);
  return port ? [port.longitude, port.latitude] : null;
}

/** The shortest way from one port's approaches to the other's, as waypoint names (Dijkstra on a small graph). */
function shortestWaypoints(from: string, to: string): string[] | null {
  const starts = APPROACHES[from] ?? [];
  const ends = new Set(APPROACHES[to] ?? []);
  const origin = positionOf(from);
  if (!origin) return null;
  const distance = new Map<string, number>();
  const previous = new Map<string, string | null>();
  const open = new Set<string>();
  for (const start of starts) {
    distance.set(start, arc(origin, WAYPOINTS[start]));
    previous.set(start, null);
    open.add(start);
  }
  while (open.size > 0) {
    let current: string | null = null;
    for (const node of open) if (current === null || distance.get(node)! < distance.get(current)!) current = node;
    if (current === null) break;
    open.delete(current);
    if (ends.has(current as Waypoint)) {
      const path: string[] = [];
      for (let node: string | null = current; node !== null; node = previous.get(node) ?? null) path.unshift(node);
      return path;
    }
    const here = positionOf(current)!;
    for (const next of neighbours.get(current) ?? []) {
      const via = distance.get(current)! + arc(here, positionOf(next)!);
      if (via < (distance.get(next) ?? Infinity)) {
        distance.set(next, via);
        previous.set(next, current);
        open.add(next);
      }
    }
  }
  return null;
}

const routes = new Map<string, LonLat[]>();

/**
 * The sea route between two ports by their UN/LOCODEs, berth to berth: the two ports' own positions and the
 * waypoints between. Two ports the graph does not know (or one port twice) give the straight way.
 */
export function seaRoute(fromCode: string, toCode: string): LonLat[] {
  const key = `${fromCode}>${toCode}`;
  const known = routes.get(key);
  if (known) return known;
  const from = positionOf(fromCode);
  const to = positionOf(toCode);
  if (!from || !to) return [];
  const waypoints = fromCode === toCode ? [] : (shortestWaypoints(fromCode, toCode) ?? []);
  const route = [from, ...waypoints.map((name) => WAYPOINTS[name as Waypoint]), to];
  routes.set(key, route);
  return route;
}

/** Intermediate points every few degrees of each segment's great circle, so a long ocean lane draws curved. */
export function densify(route: readonly LonLat[], stepDegrees = 3): LonLat[] {
  const out: LonLat[] = [];
  route.forEach((point, index) => {
    const next = route[index + 1];
    out.push(point);
    if (!next) return;
    const steps = Math.floor(arc(point, next) / RAD / stepDegrees);
    for (let step = 1; step < steps; step += 1) out.push(greatCirclePoint(point, next, step / steps));
  });
  return out;
}

function greatCirclePoint(a: LonLat, b: LonLat, fraction: number): LonLat {
  const d = arc(a, b);
  if (d === 0) return a;
  const k1 = Math.sin((1 - fraction) * d) / Math.sin(d);
  const k2 = Math.sin(fraction * d) / Math.sin(d);
  const [lon1, lat1, lon2, lat2] = [a[0] * RAD, a[1] * RAD, b[0] * RAD, b[1] * RAD];
  const x = k1 * Math.cos(lat1) * Math.cos(lon1) + k2 * Math.cos(lat2) * Math.cos(lon2);
  const y = k1 * Math.cos(lat1) * Math.sin(lon1) + k2 * Math.cos(lat2) * Math.sin(lon2);
  const z = k1 * Math.sin(lat1) + k2 * Math.sin(lat2);
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return [round(Math.atan2(y, x) / RAD), round(Math.atan2(z, Math.hypot(x, y)) / RAD)];
}

/** Nautical miles along a route. */
export function routeLengthNm(route: readonly LonLat[]): number {
  let total = 0;
  for (let i = 0; i + 1 < route.length; i += 1) total += arc(route[i]!, route[i + 1]!);
  return (total / RAD) * 60;
}

/**
 * Splits a route at a fraction of its length: the part sailed (ending at the position) and the part ahead
 * (starting there). A vessel under way is at the joint.
 */
export function splitRoute(
  route: readonly LonLat[],
  fraction: number,
): { sailed: LonLat[]; ahead: LonLat[]; at: LonLat } {
  const first = route[0];
  if (!first) return { sailed: [], ahead: [], at: [0, 0] };
  const last = route[route.length - 1]!;
  if (fraction >= 1) return { sailed: [...route], ahead: [last], at: last };
  const target = (routeLengthNm(route) / 60) * RAD * Math.max(0, fraction);
  let walked = 0;
  for (let i = 0; i + 1 < route.length; i += 1) {
    const a = route[i]!;
    const b = route[i + 1]!;
    const length = arc(a, b);
    if (walked + length >= target) {
      const at = greatCirclePoint(a, b, length === 0 ? 0 : (target - walked) / length);
      return { sailed: [...route.slice(0, i + 1), at], ahead: [at, ...route.slice(i + 1)], at };
    }
    walked += length;
  }
  return { sailed: [...route], ahead: [last], at: last };
}

/** A hub is on the way when calling there adds at most a fifth to the voyage. */
const DETOUR = 1.2;

/**
 * The transshipment hub a shipment calls at: the one drawn if it lies on the way from `from` to `to`, else
 * another hub that does (chosen by the drawn one's place in the list, so the choice is stable), else none.
 * Nobody routes Tokyo to Los Angeles through Algeciras.
 */
export function transshipmentOnTheWay(from: string, to: string, drawn: Place): Place | null {
  const direct = routeLengthNm(seaRoute(from, to));
  const onTheWay = TRANSSHIPMENT_PORTS.filter(
    (hub) =>
      hub.code !== from &&
      hub.code !== to &&
      routeLengthNm(seaRoute(from, hub.code)) + routeLengthNm(seaRoute(hub.code, to)) <= direct * DETOUR,
  );
  if (onTheWay.includes(drawn)) return drawn;
  return onTheWay[TRANSSHIPMENT_PORTS.indexOf(drawn) % Math.max(1, onTheWay.length)] ?? null;
}
