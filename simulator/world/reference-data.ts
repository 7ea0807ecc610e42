// Static reference data: real carriers, ports, terminals, rail ramps and metro areas with their IANA zones.
// FIRMS codes are given only where publicly known; unknown ones are left out rather than invented.
import { stableUuid } from "../lib/prng";

const REF_SEED = 4949;

export interface Carrier {
  id: string;
  scac: string;
  name: string;
  shortName: string;
  alternativeScacs: string[];
  bol: boolean;
  booking: boolean;
  container: boolean;
  /** BIC owner prefixes used on this line's own equipment. */
  ownerCodes: string[];
  /** Builds a bill of lading number from a serial. */
  bolFormat: (serial: string, letters: string) => string;
  vesselPrefix: string;
}

const line = (
  scac: string,
  name: string,
  shortName: string,
  ownerCodes: string[],
  bolFormat: Carrier["bolFormat"],
  vesselPrefix: string,
  extra: Partial<Pick<Carrier, "alternativeScacs" | "bol" | "booking" | "container">> = {},
): Carrier => ({
  id: stableUuid(REF_SEED, "shipping_line", scac),
  scac,
  name,
  shortName,
  alternativeScacs: extra.alternativeScacs ?? [],
  bol: extra.bol ?? true,
  booking: extra.booking ?? true,
  container: extra.container ?? true,
  ownerCodes,
  bolFormat,
  vesselPrefix,
});

export const CARRIERS: readonly Carrier[] = [
  line("MAEU", "Maersk", "Maersk", ["MSKU", "MRKU", "MAEU"], (s) => `MAEU${s.slice(0, 9)}`, "MAERSK"),
  line("MSCU", "Mediterranean Shipping Company", "MSC", ["MSCU", "MEDU", "MSMU"], (s, l) => `MEDU${l.slice(0, 2)}${s.slice(0, 6)}`, "MSC", { alternativeScacs: ["MEDU"] }),
  line("CMDU", "CMA CGM", "CMA CGM", ["CMAU", "CGMU", "ECMU"], (s, l) => `CMDU${l.slice(0, 3)}${s.slice(0, 7)}`, "CMA CGM"),
  line("COSU", "COSCO", "COSCO", ["CSNU", "CBHU", "CCLU"], (s) => `COSU${s.slice(0, 10)}`, "COSCO"),
  line("HLCU", "Hapag-Lloyd", "Hapag-Lloyd", ["HLXU", "HLBU", "HAMU"], (s, l) => `HLCU${l.slice(0, 3)}${s.slice(0, 9)}`, ""),
  line("ONEY", "Ocean Network Express", "ONE", ["ONEU", "NYKU", "KKFU"], (s, l) => `ONEY${l.slice(0, 3)}${s.slice(0, 8)}`, "ONE"),
  line("EGLV", "Evergreen", "Evergreen", ["EGHU", "EISU", "EMCU"], (s) => `EGLV${s.slice(0, 12)}`, "EVER"),
  line("OOLU", "Orient Overseas Container Line", "OOCL", ["OOLU", "OOCU"], (s) => `OOLU${s.slice(0, 10)}`, "OOCL"),
  line("YMLU", "Yangming Marine Transport", "Yangming", ["YMLU", "YMMU"], (s, l) => `YMLU${l.slice(0, 1)}${s.slice(0, 9)}`, "YM", { alternativeScacs: ["YMPR", "YMSG", "YMJA"] }),
  line("ZIMU", "Zim American Integrated Shipping Services", "Zim Line", ["ZIMU", "ZCSU"], (s, l) => `ZIMU${l.slice(0, 3)}${s.slice(0, 7)}`, "ZIM"),
  line("HDMU", "Hyundai Merchant Marine", "Hyundai", ["HDMU", "KOCU"], (s, l) => `HDMU${l.slice(0, 4)}${s.slice(0, 7)}`, "HMM"),
  line("APLU", "American President Lines", "APL", ["APHU", "APZU"], (s) => `APLU${s.slice(0, 9)}`, "APL"),
  line("WHLC", "Wan Hai Lines", "Wan Hai Lines", ["WHSU", "WHLU"], (s, l) => `WHLC${l.slice(0, 3)}${s.slice(0, 7)}`, "WAN HAI"),
  line("MATS", "Matson Navigation Company", "Matson", ["MATU"], (s) => `MATS${s.slice(0, 10)}`, "MATSON", { container: false }),
  line("SMLM", "SM Line", "SM Line", ["SMCU"], (s, l) => `SMLM${l.slice(0, 4)}${s.slice(0, 8)}`, "SM"),
  line("TEST", "T49 Test Carrier", "T49 line", ["TSTU"], (s) => `TEST${s.slice(0, 8)}`, "TEST", { container: false }),
];

/** Leasing-company prefixes, which carry no carrier information (auto-detection cannot use them). */
export const LESSOR_OWNER_CODES = ["TGHU", "TCNU", "FCIU", "SEGU", "TRHU", "BMOU", "CAIU", "TEMU"] as const;

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
): Place => ({ id: stableUuid(REF_SEED, kind, code), kind, code, name, city, stateAbbr, countryCode, timeZone, latitude, longitude });

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
  place("port", "USNYC", "New York / New Jersey", "New York", "NY", "US", "America/New_York", 40.684996498, -74.151115685),
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
];

export interface Terminal {
  id: string;
  kind: "terminal" | "rail_terminal";
  name: string;
  nickname: string;
  firmsCode: string | null;
  smdgCode: string | null;
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

type TerminalInput = Omit<Terminal, "id" | "kind" | "portCode" | "metroCode" | "currency" | "reportsFeeTotal" | "stale" | "providesAvailability" | "providesFees" | "providesAppointments" | "railCarrierScac"> &
  Partial<Pick<Terminal, "currency" | "reportsFeeTotal" | "stale" | "providesAvailability" | "providesFees" | "providesAppointments" | "railCarrierScac">>;

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
  ...t,
  railCarrierScac,
});

const US = "United States";

export const OCEAN_TERMINALS: readonly Terminal[] = [
  ocean("USLAX", { name: "APM Terminals Pier 400", nickname: "Pier 400", firmsCode: "W185", smdgCode: "APMT", street: "2500 Navy Way", city: "San Pedro", state: "California", stateAbbr: "CA", zip: "90731", country: US, timeZone: "America/Los_Angeles", reportsFeeTotal: true }),
  ocean("USLAX", { name: "Fenix Marine Services", nickname: "FMS", firmsCode: "Y309", smdgCode: null, street: "614 Terminal Way", city: "San Pedro", state: "California", stateAbbr: "CA", zip: "90731", country: US, timeZone: "America/Los_Angeles" }),
  ocean("USLAX", { name: "TraPac Los Angeles", nickname: "TraPac", firmsCode: "Y258", smdgCode: null, street: "630 W Harry Bridges Blvd", city: "Wilmington", state: "California", stateAbbr: "CA", zip: "90744", country: US, timeZone: "America/Los_Angeles" }),
  ocean("USLAX", { name: "Yusen Terminals", nickname: "YTI", firmsCode: "Y790", smdgCode: null, street: "701 New Dock St", city: "Terminal Island", state: "California", stateAbbr: "CA", zip: "90731", country: US, timeZone: "America/Los_Angeles", stale: true }),
  ocean("USLGB", { name: "Long Beach Container Terminal", nickname: "LBCT", firmsCode: "W182", smdgCode: null, street: "1171 Pier F Ave", city: "Long Beach", state: "California", stateAbbr: "CA", zip: "90802", country: US, timeZone: "America/Los_Angeles", reportsFeeTotal: true }),
  ocean("USLGB", { name: "Total Terminals International", nickname: "TTI", firmsCode: null, smdgCode: null, street: "301 Hanjin Rd", city: "Long Beach", state: "California", stateAbbr: "CA", zip: "90802", country: US, timeZone: "America/Los_Angeles" }),
  ocean("USNYC", { name: "Port Elizabeth", nickname: "APM Terminals", firmsCode: "E425", smdgCode: null, street: "5080 McLester St", city: "Elizabeth", state: "New Jersey", stateAbbr: "NJ", zip: "07201", country: US, timeZone: "America/New_York" }),
  ocean("USNYC", { name: "Maher Terminals", nickname: "Maher", firmsCode: "E416", smdgCode: null, street: "1210 Corbin St", city: "Elizabeth", state: "New Jersey", stateAbbr: "NJ", zip: "07201", country: US, timeZone: "America/New_York", reportsFeeTotal: true }),
  ocean("USNYC", { name: "Port Newark Container Terminal", nickname: "PNCT", firmsCode: "E364", smdgCode: null, street: "241 Calcutta St", city: "Newark", state: "New Jersey", stateAbbr: "NJ", zip: "07114", country: US, timeZone: "America/New_York" }),
  ocean("USSAV", { name: "Garden City Terminal", nickname: "GCT", firmsCode: null, smdgCode: null, street: "2 Main St", city: "Garden City", state: "Georgia", stateAbbr: "GA", zip: "31408", country: US, timeZone: "America/New_York" }),
  ocean("USHOU", { name: "Barbours Cut Container Terminal", nickname: "BCT", firmsCode: null, smdgCode: null, street: "1515 E Barbours Cut Blvd", city: "La Porte", state: "Texas", stateAbbr: "TX", zip: "77571", country: US, timeZone: "America/Chicago", providesAppointments: false }),
  ocean("USHOU", { name: "Bayport Container Terminal", nickname: "Bayport", firmsCode: null, smdgCode: null, street: "12619 Port Rd", city: "Seabrook", state: "Texas", stateAbbr: "TX", zip: "77586", country: US, timeZone: "America/Chicago", stale: true }),
  ocean("USSEA", { name: "Terminal 18", nickname: "T-18", firmsCode: null, smdgCode: null, street: "1050 SW Spokane St", city: "Seattle", state: "Washington", stateAbbr: "WA", zip: "98134", country: US, timeZone: "America/Los_Angeles" }),
  ocean("USTIW", { name: "Husky Terminal", nickname: "Husky", firmsCode: null, smdgCode: null, street: "1101 Port of Tacoma Rd", city: "Tacoma", state: "Washington", stateAbbr: "WA", zip: "98421", country: US, timeZone: "America/Los_Angeles", providesFees: false }),
  ocean("USCHS", { name: "Wando Welch Terminal", nickname: "WWT", firmsCode: "N598", smdgCode: "WWMT", street: "400 Long Point Rd.", city: "Mt. Pleasant", state: "South Carolina", stateAbbr: "SC", zip: "29464", country: US, timeZone: "America/New_York", providesFees: false }),
  ocean("USCHS", { name: "Hugh K. Leatherman Terminal", nickname: "HLT", firmsCode: null, smdgCode: null, street: "1800 Viking Rd", city: "North Charleston", state: "South Carolina", stateAbbr: "SC", zip: "29405", country: US, timeZone: "America/New_York" }),
  ocean("USOAK", { name: "Oakland International Container Terminal", nickname: "OICT", firmsCode: null, smdgCode: null, street: "2800 7th St", city: "Oakland", state: "California", stateAbbr: "CA", zip: "94607", country: US, timeZone: "America/Los_Angeles" }),
  ocean("USOAK", { name: "TraPac Oakland", nickname: "TraPac OAK", firmsCode: null, smdgCode: null, street: "2800 Seventh St", city: "Oakland", state: "California", stateAbbr: "CA", zip: "94607", country: US, timeZone: "America/Los_Angeles", providesAvailability: false }),
  ocean("CAVAN", { name: "Centerm", nickname: "Centerm", firmsCode: null, smdgCode: null, street: "777 Centennial Rd", city: "Vancouver", state: "British Columbia", stateAbbr: "BC", zip: "V6A 1A3", country: "Canada", timeZone: "America/Vancouver", currency: "CAD", reportsFeeTotal: true }),
];

export const RAIL_TERMINALS: readonly Terminal[] = [
  ramp("USCHI", "BNSF", { name: "BNSF Logistics Park Chicago", nickname: "LPC", firmsCode: "H572", smdgCode: null, street: "26664 S Baseline Rd", city: "Elwood", state: "Illinois", stateAbbr: "IL", zip: "60421", country: US, timeZone: "America/Chicago" }),
  ramp("USCHI", "UPRR", { name: "UP Global IV", nickname: "G4", firmsCode: null, smdgCode: null, street: "1 Global Dr", city: "Joliet", state: "Illinois", stateAbbr: "IL", zip: "60436", country: US, timeZone: "America/Chicago" }),
  ramp("USMEM", "BNSF", { name: "BNSF Memphis Intermodal Facility", nickname: "Memphis IMF", firmsCode: null, smdgCode: null, street: "4540 Shelby Dr", city: "Memphis", state: "Tennessee", stateAbbr: "TN", zip: "38118", country: US, timeZone: "America/Chicago" }),
  ramp("USDAL", "UPRR", { name: "UP Dallas Intermodal Terminal", nickname: "DIT", firmsCode: null, smdgCode: null, street: "1000 Intermodal Pkwy", city: "Wilmer", state: "Texas", stateAbbr: "TX", zip: "75172", country: US, timeZone: "America/Chicago" }),
  ramp("USMKC", "BNSF", { name: "BNSF Kansas City Intermodal", nickname: "KCI", firmsCode: null, smdgCode: null, street: "32880 W 191st St", city: "Edgerton", state: "Kansas", stateAbbr: "KS", zip: "66021", country: US, timeZone: "America/Chicago" }),
  ramp("USCMH", "NS", { name: "NS Rickenbacker Intermodal", nickname: "Rickenbacker", firmsCode: null, smdgCode: null, street: "2690 Port Rd", city: "Columbus", state: "Ohio", stateAbbr: "OH", zip: "43217", country: US, timeZone: "America/New_York" }),
  ramp("USATL", "CSXT", { name: "CSX Fairburn Intermodal", nickname: "Fairburn", firmsCode: null, smdgCode: null, street: "7500 Bohannon Rd", city: "Fairburn", state: "Georgia", stateAbbr: "GA", zip: "30213", country: US, timeZone: "America/New_York" }),
];

/** Which ramps each discharge port feeds by rail. */
export const RAIL_LINKS: Readonly<Record<string, readonly string[]>> = {
  USLAX: ["USCHI", "USMEM", "USDAL", "USMKC"],
  USLGB: ["USCHI", "USDAL", "USMKC"],
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
export const CARRIERS_BY_SCAC = new Map(CARRIERS.flatMap((c) => [c.scac, ...c.alternativeScacs].map((s) => [s, c] as const)));

export const VESSEL_NAMES = [
  "SHIVLING", "SYDNEY", "CHANNE", "ATHENS", "GENEVA", "HAMBURG", "BRISBANE", "VALENCIA", "PIRAEUS", "ANTWERP",
  "KOBE", "MADRID", "LISBON", "OSAKA", "TAURUS", "ORION", "PHOENIX", "AURORA", "HORIZON", "ZENITH",
] as const;

export interface Vessel {
  id: string;
  name: string;
  imo: string;
  mmsi: string;
}

/** IMO numbers carry a check digit: the first six digits weighted 7..2, sum mod 10. */
export function imoWithCheckDigit(six: number): string {
  const digits = String(six).padStart(6, "0");
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += Number(digits.charAt(i)) * (7 - i);
  return `${digits}${sum % 10}`;
}

export const VESSELS: readonly Vessel[] = CARRIERS.flatMap((carrier, ci) =>
  VESSEL_NAMES.slice(0, 6).map((base, vi) => {
    const name = [carrier.vesselPrefix, VESSEL_NAMES[(vi + ci * 3) % VESSEL_NAMES.length] ?? base].filter(Boolean).join(" ");
    const six = 930000 + ci * 97 + vi * 13;
    return { id: stableUuid(REF_SEED, "vessel", carrier.scac, vi), name, imo: imoWithCheckDigit(six), mmsi: String(636000000 + ci * 1000 + vi) };
  }),
);

export function vesselsFor(carrier: Carrier): readonly Vessel[] {
  const index = CARRIERS.indexOf(carrier);
  return VESSELS.slice(index * 6, index * 6 + 6);
}

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
