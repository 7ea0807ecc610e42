// Static reference data: ports, terminals, rail ramps and metro areas with their IANA zones (carriers and
// vessels live in carriers.ts and are re-exported here). FIRMS, SMDG and BIC facility codes are given only
// where publicly known; unknown ones are null rather than invented, as for many terminals at the service.
import { stableUuid } from "../lib/prng";
import { REF_SEED } from "./carriers";

export {
  CARRIERS,
  CARRIERS_BY_SCAC,
  LESSOR_OWNER_CODES,
  VESSELS,
  VESSELS_BY_ID,
  vesselsFor,
  type Carrier,
  type Vessel,
} from "./carriers";

export interface Place {
  id: string;
  kind: "port" | "metro_area";
  code: string;
  name: string;
  city: string;
  stateAbbr: string | null;
  countryCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

const place = (
  kind: Place["kind"],
  code: string,
  name: string,
  city: string,
  stateAbbr: string | null,
  countryCode: string,
  timeZone: string,
  latitude: number,
  longitude: number,
): Place => ({
  id: stableUuid(REF_SEED, kind, code),
  kind,
  code,
  name,
  city,
  stateAbbr,
  countryCode,
  timeZone,
  latitude,
  longitude,
});

export const FOREIGN_PORTS: readonly Place[] = [
  place("port", "CNSHA", "Shanghai", "Shanghai", "SH", "CN", "Asia/Shanghai", 31.36636, 121.6147),
  place("port", "CNNGB", "Ningbo", "Ningbo", "ZJ", "CN", "Asia/Shanghai", 29.8683, 121.544),
  place("port", "CNYTN", "Yantian", "Shenzhen", "GD", "CN", "Asia/Shanghai", 22.5667, 114.2667),
  place("port", "KRPUS", "Busan", "Busan", "26", "KR", "Asia/Seoul", 35.10162, 129.036),
  place("port", "TWKHH", "Kaohsiung", "Kaohsiung", null, "TW", "Asia/Taipei", 22.6163, 120.3133),
  place("port", "VNSGN", "Ho Chi Minh City", "Ho Chi Minh City", null, "VN", "Asia/Ho_Chi_Minh", 10.7626, 106.7431),
  place("port", "JPTYO", "Tokyo", "Tokyo", "13", "JP", "Asia/Tokyo", 35.6167, 139.7833),
  place("port", "INNSA", "Nhava Sheva", "Navi Mumbai", "MH", "IN", "Asia/Kolkata", 18.95, 72.95),
  place("port", "DEHAM", "Hamburg", "Hamburg", "HH", "DE", "Europe/Berlin", 53.5461, 9.9661),
  place("port", "NLRTM", "Rotterdam", "Rotterdam", "ZH", "NL", "Europe/Amsterdam", 51.9494, 4.1453),
  place("port", "BEANT", "Antwerp", "Antwerp", "VAN", "BE", "Europe/Brussels", 51.2639, 4.3967),
  place("port", "ITGOA", "Genoa", "Genoa", "GE", "IT", "Europe/Rome", 44.4056, 8.9261),
  place("port", "MXZLO", "Manzanillo", "Manzanillo", "COL", "MX", "America/Mexico_City", 19.0522, -104.3158),
];

export const TRANSSHIPMENT_PORTS: readonly Place[] = [
  place("port", "SGSIN", "Singapore", "Singapore", null, "SG", "Asia/Singapore", 1.2644, 103.84),
  place("port", "PABLB", "Balboa", "Balboa", "8", "PA", "America/Panama", 8.95, -79.5667),
  place("port", "MAPTM", "Tanger Med", "Tangier", null, "MA", "Africa/Casablanca", 35.8833, -5.5),
  place("port", "ESALG", "Algeciras", "Algeciras", "CA", "ES", "Europe/Madrid", 36.1333, -5.4333),
];

export const US_PORTS: readonly Place[] = [
  place("port", "USLAX", "Los Angeles", "Los Angeles", "CA", "US", "America/Los_Angeles", 33.7361, -118.2631),
  place("port", "USLGB", "Long Beach", "Long Beach", "CA", "US", "America/Los_Angeles", 33.7541, -118.2164),
  place(
    "port",
    "USNYC",
    "New York / New Jersey",
    "New York",
    "NY",
    "US",
    "America/New_York",
    40.684996498,
    -74.151115685,
  ),
  place("port", "USSAV", "Savannah", "Savannah", "GA", "US", "America/New_York", 32.1282, -81.1417),
  place("port", "USHOU", "Houston", "Houston", "TX", "US", "America/Chicago", 29.6106, -95.0169),
  place("port", "USSEA", "Seattle", "Seattle", "WA", "US", "America/Los_Angeles", 47.5839, -122.3467),
  place("port", "USTIW", "Tacoma", "Tacoma", "WA", "US", "America/Los_Angeles", 47.2686, -122.4181),
  place("port", "USCHS", "Charleston", "Charleston", "SC", "US", "America/New_York", 32.831492181, -79.89124957),
  place("port", "USOAK", "Port of Oakland", "Oakland", "CA", "US", "America/Los_Angeles", 37.7953, -122.2794),
  place("port", "CAVAN", "Vancouver", "Vancouver", "BC", "CA", "America/Vancouver", 49.2889, -123.1111),
];

export const METRO_AREAS: readonly Place[] = [
  place("metro_area", "USCHI", "Chicago", "Chicago", "IL", "US", "America/Chicago", 41.85, -87.65),
  place("metro_area", "USMEM", "Memphis", "Memphis", "TN", "US", "America/Chicago", 35.1495, -90.049),
  place("metro_area", "USDAL", "Dallas", "Dallas", "TX", "US", "America/Chicago", 32.7767, -96.797),
  place("metro_area", "USMKC", "Kansas City", "Kansas City", "MO", "US", "America/Chicago", 39.0997, -94.5786),
  place("metro_area", "USCMH", "Columbus", "Columbus", "OH", "US", "America/New_York", 39.9612, -82.9988),
  place("metro_area", "USATL", "Atlanta", "Atlanta", "GA", "US", "America/New_York", 33.749, -84.388),
  // Arizona keeps standard time all year: rail LFDs there never cross a DST change.
  place("metro_area", "USPHX", "Phoenix", "Phoenix", "AZ", "US", "America/Phoenix", 33.4484, -112.074),
];

export interface Terminal {
  id: string;
  kind: "terminal" | "rail_terminal";
  name: string;
  nickname: string;
  firmsCode: string | null;
  smdgCode: string | null;
  bicFacilityCode: string | null;
  portCode: string | null;
  metroCode: string | null;
  street: string | null;
  city: string;
  state: string;
  stateAbbr: string;
  zip: string | null;
  country: string;
  timeZone: string;
  currency: "USD" | "CAD";
  /** Reports a `total` fee entry alongside the individual fees. */
  reportsFeeTotal: boolean;
  /** Stopped answering our checks: terminal_checked_at freezes more than 7 days back. */
  stale: boolean;
  /** Publishes availability at all (availability_known). */
  providesAvailability: boolean;
  providesFees: boolean;
  providesAppointments: boolean;
  railCarrierScac: string | null;
}

type Defaulted =
  | "currency"
  | "reportsFeeTotal"
  | "stale"
  | "providesAvailability"
  | "providesFees"
  | "providesAppointments"
  | "railCarrierScac"
  | "bicFacilityCode";
type TerminalInput = Omit<Terminal, "id" | "kind" | "portCode" | "metroCode" | Defaulted> &
  Partial<Pick<Terminal, Defaulted>>;

const ocean = (portCode: string, t: TerminalInput): Terminal => ({
  id: stableUuid(REF_SEED, "terminal", portCode, t.name),
  kind: "terminal",
  portCode,
  metroCode: null,
  currency: "USD",
  reportsFeeTotal: false,
  stale: false,
  providesAvailability: true,
  providesFees: true,
  providesAppointments: true,
  railCarrierScac: null,
  bicFacilityCode: null,
  ...t,
});

const ramp = (metroCode: string, railCarrierScac: string, t: TerminalInput): Terminal => ({
  id: stableUuid(REF_SEED, "rail_terminal", metroCode, t.name),
  kind: "rail_terminal",
  portCode: null,
  metroCode,
  currency: "USD",
  reportsFeeTotal: false,
  stale: false,
  providesAvailability: true,
  providesFees: false,
  providesAppointments: false,
  bicFacilityCode: null,
  ...t,
  railCarrierScac,
});

const US = "United States";

export const OCEAN_TERMINALS: readonly Terminal[] = [
  ocean("USLAX", {
    name: "APM Terminals Pier 400",
    nickname: "Pier 400",
    firmsCode: "W185",
    smdgCode: "APMT",
    street: "2500 Navy Way",
    city: "San Pedro",
    state: "California",
    stateAbbr: "CA",
    zip: "90731",
    country: US,
    timeZone: "America/Los_Angeles",
    reportsFeeTotal: true,
  }),
  ocean("USLAX", {
    name: "Fenix Marine Services",
    nickname: "FMS",
    firmsCode: "Y309",
    smdgCode: null,
    street: "614 Terminal Way",
    city: "San Pedro",
    state: "California",
    stateAbbr: "CA",
    zip: "90731",
    country: US,
    timeZone: "America/Los_Angeles",
  }),
  ocean("USLAX", {
    name: "TraPac Los Angeles",
    nickname: "TraPac",
    firmsCode: "Y258",
    smdgCode: null,
    street: "630 W Harry Bridges Blvd",
    city: "Wilmington",
    state: "California",
    stateAbbr: "CA",
    zip: "90744",
    country: US,
    timeZone: "America/Los_Angeles",
  }),
  ocean("USLAX", {
    name: "Yusen Terminals",
    nickname: "YTI",
    firmsCode: "Y790",
    smdgCode: null,
    street: "701 New Dock St",
    city: "Terminal Island",
    state: "California",
    stateAbbr: "CA",
    zip: "90731",
    country: US,
    timeZone: "America/Los_Angeles",
    stale: true,
  }),
  ocean("USLGB", {
    name: "Long Beach Container Terminal",
    nickname: "LBCT",
    firmsCode: "W182",
    smdgCode: null,
    street: "1171 Pier F Ave",
    city: "Long Beach",
    state: "California",
    stateAbbr: "CA",
    zip: "90802",
    country: US,
    timeZone: "America/Los_Angeles",
    reportsFeeTotal: true,
  }),
  ocean("USLGB", {
    name: "Total Terminals International",
    nickname: "TTI",
    firmsCode: null,
    smdgCode: null,
    street: "301 Hanjin Rd",
    city: "Long Beach",
    state: "California",
    stateAbbr: "CA",
    zip: "90802",
    country: US,
    timeZone: "America/Los_Angeles",
  }),
  ocean("USNYC", {
    name: "Port Elizabeth",
    nickname: "APM Terminals",
    firmsCode: "E425",
    smdgCode: null,
    street: "5080 McLester St",
    city: "Elizabeth",
    state: "New Jersey",
    stateAbbr: "NJ",
    zip: "07201",
    country: US,
    timeZone: "America/New_York",
  }),
  ocean("USNYC", {
    name: "Maher Terminals",
    nickname: "Maher",
    firmsCode: "E416",
    smdgCode: null,
    street: "1210 Corbin St",
    city: "Elizabeth",
    state: "New Jersey",
    stateAbbr: "NJ",
    zip: "07201",
    country: US,
    timeZone: "America/New_York",
    reportsFeeTotal: true,
  }),
  ocean("USNYC", {
    name: "Port Newark Container Terminal",
    nickname: "PNCT",
    firmsCode: "E364",
    smdgCode: null,
    street: "241 Calcutta St",
    city: "Newark",
    state: "New Jersey",
    stateAbbr: "NJ",
    zip: "07114",
    country: US,
    timeZone: "America/New_York",
  }),
  ocean("USSAV", {
    name: "Garden City Terminal",
    nickname: "GCT",
    firmsCode: "L737",
    smdgCode: null,
    street: "2 Main St",
    city: "Garden City",
    state: "Georgia",
    stateAbbr: "GA",
    zip: "31408",
    country: US,
    timeZone: "America/New_York",
  }),
  ocean("USHOU", {
    name: "Barbours Cut Container Terminal",
    nickname: "BCT",
    firmsCode: null,
    smdgCode: null,
    street: "1515 E Barbours Cut Blvd",
    city: "La Porte",
    state: "Texas",
    stateAbbr: "TX",
    zip: "77571",
    country: US,
    timeZone: "America/Chicago",
    providesAppointments: false,
  }),
  ocean("USHOU", {
    name: "Bayport Container Terminal",
    nickname: "Bayport",
    firmsCode: null,
    smdgCode: null,
    street: "12619 Port Rd",
    city: "Seabrook",
    state: "Texas",
    stateAbbr: "TX",
    zip: "77586",
    country: US,
    timeZone: "America/Chicago",
    stale: true,
  }),
  ocean("USSEA", {
    name: "Terminal 18",
    nickname: "T-18",
    firmsCode: null,
    smdgCode: null,
    street: "1050 SW Spokane St",
    city: "Seattle",
    state: "Washington",
    stateAbbr: "WA",
    zip: "98134",
    country: US,
    timeZone: "America/Los_Angeles",
  }),
  ocean("USTIW", {
    name: "Husky Terminal",
    nickname: "Husky",
    firmsCode: null,
    smdgCode: null,
    street: "1101 Port of Tacoma Rd",
    city: "Tacoma",
    state: "Washington",
    stateAbbr: "WA",
    zip: "98421",
    country: US,
    timeZone: "America/Los_Angeles",
    providesFees: false,
  }),
  ocean("USCHS", {
    name: "Wando Welch Terminal",
    nickname: "WWT",
    firmsCode: "N598",
    smdgCode: "WWMT",
    street: "400 Long Point Rd.",
    city: "Mt. Pleasant",
    state: "South Carolina",
    stateAbbr: "SC",
    zip: "29464",
    country: US,
    timeZone: "America/New_York",
    providesFees: false,
  }),
  ocean("USCHS", {
    name: "Hugh K. Leatherman Terminal",
    nickname: "HLT",
    firmsCode: null,
    smdgCode: null,
    street: "1800 Viking Rd",
    city: "North Charleston",
    state: "South Carolina",
    stateAbbr: "SC",
    zip: "29405",
    country: US,
    timeZone: "America/New_York",
  }),
  ocean("USOAK", {
    name: "Oakland International Container Terminal",
    nickname: "OICT",
    firmsCode: null,
    smdgCode: null,
    street: "2800 7th St",
    city: "Oakland",
    state: "California",
    stateAbbr: "CA",
    zip: "94607",
    country: US,
    timeZone: "America/Los_Angeles",
  }),
  ocean("USOAK", {
    name: "TraPac Oakland",
    nickname: "TraPac OAK",
    firmsCode: null,
    smdgCode: null,
    street: "2800 Seventh St",
    city: "Oakland",
    state: "California",
    stateAbbr: "CA",
    zip: "94607",
    country: US,
    timeZone: "America/Los_Angeles",
    providesAvailability: false,
  }),
  ocean("CAVAN", {
    name: "Centerm",
    nickname: "Centerm",
    firmsCode: null,
    smdgCode: null,
    street: "777 Centennial Rd",
    city: "Vancouver",
    state: "British Columbia",
    stateAbbr: "BC",
    zip: "V6A 1A3",
    country: "Canada",
    timeZone: "America/Vancouver",
    currency: "CAD",
    reportsFeeTotal: true,
  }),
];

export const RAIL_TERMINALS: readonly Terminal[] = [
  ramp("USCHI", "BNSF", {
    name: "BNSF Logistics Park Chicago",
    nickname: "LPC",
    firmsCode: "H572",
    smdgCode: null,
    street: "26664 S Baseline Rd",
    city: "Elwood",
    state: "Illinois",
    stateAbbr: "IL",
    zip: "60421",
    country: US,
    timeZone: "America/Chicago",
  }),
  ramp("USCHI", "UPRR", {
    name: "UP Global IV",
    nickname: "G4",
    firmsCode: null,
    smdgCode: null,
    street: "1 Global Dr",
    city: "Joliet",
    state: "Illinois",
    stateAbbr: "IL",
    zip: "60436",
    country: US,
    timeZone: "America/Chicago",
  }),
  ramp("USMEM", "BNSF", {
    name: "BNSF Memphis Intermodal Facility",
    nickname: "Memphis IMF",
    firmsCode: null,
    smdgCode: null,
    street: "4540 Shelby Dr",
    city: "Memphis",
    state: "Tennessee",
    stateAbbr: "TN",
    zip: "38118",
    country: US,
    timeZone: "America/Chicago",
  }),
  ramp("USDAL", "UPRR", {
    name: "UP Dallas Intermodal Terminal",
    nickname: "DIT",
    firmsCode: null,
    smdgCode: null,
    street: "1000 Intermodal Pkwy",
    city: "Wilmer",
    state: "Texas",
    stateAbbr: "TX",
    zip: "75172",
    country: US,
    timeZone: "America/Chicago",
  }),
  ramp("USMKC", "BNSF", {
    name: "BNSF Kansas City Intermodal",
    nickname: "KCI",
    firmsCode: null,
    smdgCode: null,
    street: "32880 W 191st St",
    city: "Edgerton",
    state: "Kansas",
    stateAbbr: "KS",
    zip: "66021",
    country: US,
    timeZone: "America/Chicago",
  }),
  ramp("USCMH", "NS", {
    name: "NS Rickenbacker Intermodal",
    nickname: "Rickenbacker",
    firmsCode: null,
    smdgCode: null,
    street: "2690 Port Rd",
    city: "Columbus",
    state: "Ohio",
    stateAbbr: "OH",
    zip: "43217",
    country: US,
    timeZone: "America/New_York",
  }),
  ramp("USATL", "CSXT", {
    name: "CSX Fairburn Intermodal",
    nickname: "Fairburn",
    firmsCode: null,
    smdgCode: null,
    street: "7500 Bohannon Rd",
    city: "Fairburn",
    state: "Georgia",
    stateAbbr: "GA",
    zip: "30213",
    country: US,
    timeZone: "America/New_York",
  }),
  ramp("USPHX", "BNSF", {
    name: "BNSF Phoenix Intermodal Facility",
    nickname: "Phoenix IMF",
    firmsCode: null,
    smdgCode: null,
    street: null,
    city: "Phoenix",
    state: "Arizona",
    stateAbbr: "AZ",
    zip: null,
    country: US,
    timeZone: "America/Phoenix",
  }),
];

/** Which ramps each discharge port feeds by rail. */
export const RAIL_LINKS: Readonly<Record<string, readonly string[]>> = {
  USLAX: ["USCHI", "USMEM", "USDAL", "USMKC", "USPHX"],
  USLGB: ["USCHI", "USDAL", "USMKC", "USPHX"],
  USSEA: ["USCHI", "USMKC"],
  USTIW: ["USCHI"],
  USOAK: ["USCHI", "USDAL"],
  USNYC: ["USCMH", "USCHI"],
  USSAV: ["USATL", "USMEM"],
  USCHS: ["USATL"],
  CAVAN: ["USCHI", "USMEM"],
};

export const ALL_PORTS: readonly Place[] = [...FOREIGN_PORTS, ...TRANSSHIPMENT_PORTS, ...US_PORTS];
export const ALL_TERMINALS: readonly Terminal[] = [...OCEAN_TERMINALS, ...RAIL_TERMINALS];

export const PORTS_BY_CODE = new Map(ALL_PORTS.map((p) => [p.code, p]));
export const PLACES_BY_ID = new Map([...ALL_PORTS, ...METRO_AREAS].map((p) => [p.id, p]));
export const METROS_BY_CODE = new Map(METRO_AREAS.map((m) => [m.code, m]));
export const TERMINALS_BY_ID = new Map(ALL_TERMINALS.map((t) => [t.id, t]));

export const ACCOUNT_IDS = {
  demo: stableUuid(REF_SEED, "account", "demo"),
  trial: stableUuid(REF_SEED, "account", "trial"),
  free: stableUuid(REF_SEED, "account", "free"),
} as const;

export const USER_IDS = {
  demo: stableUuid(REF_SEED, "user", "demo"),
  trial: stableUuid(REF_SEED, "user", "trial"),
  free: stableUuid(REF_SEED, "user", "free"),
} as const;

export type AccountName = keyof typeof ACCOUNT_IDS;
