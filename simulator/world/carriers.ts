// Shipping lines and their vessels. The first fifteen carry the seeded world (weighted by `worldWeight`);
// the rest make /shipping_lines as long as the real list (it pages past 38), and tracking requests may name
// any of them. Names, SCACs and support flags of the captured lines follow the service's own list.
import { stableUuid } from "../lib/prng";

export const REF_SEED = 4949;

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
  /** Share of the seeded world's shipments (0: reference data only). */
  worldWeight: number;
}

type Extra = Partial<Pick<Carrier, "alternativeScacs" | "bol" | "booking" | "container" | "worldWeight">>;

const line = (
  scac: string,
  name: string,
  shortName: string,
  ownerCodes: string[],
  bolFormat: Carrier["bolFormat"],
  vesselPrefix: string,
  extra: Extra = {},
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
  worldWeight: extra.worldWeight ?? 0,
});

const MAJOR = { worldWeight: 10 };
const MINOR = { worldWeight: 3 };

/** A line outside the seeded world: its BOLs are its SCAC and ten digits, its boxes one owner prefix. */
const other = (
  scac: string,
  name: string,
  shortName: string,
  ownerCode: string,
  vesselPrefix: string,
  extra: Extra = {},
): Carrier => line(scac, name, shortName, [ownerCode], (s) => `${scac}${s.slice(0, 10)}`, vesselPrefix, extra);

// Order matters: vessels are derived by position, so new lines are only ever appended.
export const CARRIERS: readonly Carrier[] = [
  line("MAEU", "Maersk", "Maersk", ["MSKU", "MRKU", "MAEU"], (s) => `MAEU${s.slice(0, 9)}`, "MAERSK", MAJOR),
  line(
    "MSCU",
    "Mediterranean Shipping Company",
    "MSC",
    ["MSCU", "MEDU", "MSMU"],
    (s, l) => `MEDU${l.slice(0, 2)}${s.slice(0, 6)}`,
    "MSC",
    { ...MAJOR, alternativeScacs: ["MEDU"] },
  ),
  line(
    "CMDU",
    "CMA CGM",
    "CMA CGM",
    ["CMAU", "CGMU", "ECMU"],
    (s, l) => `CMDU${l.slice(0, 3)}${s.slice(0, 7)}`,
    "CMA CGM",
    MAJOR,
  ),
  line("COSU", "COSCO", "COSCO", ["CSNU", "CBHU", "CCLU"], (s) => `COSU${s.slice(0, 10)}`, "COSCO", MAJOR),
  line(
    "HLCU",
    "Hapag-Lloyd",
    "Hapag-Lloyd",
    ["HLXU", "HLBU", "HAMU"],
    (s, l) => `HLCU${l.slice(0, 3)}${s.slice(0, 9)}`,
    "",
    MAJOR,
  ),
  line(
    "ONEY",
    "Ocean Network Express",
    "ONE",
    ["ONEU", "NYKU", "KKFU"],
    (s, l) => `ONEY${l.slice(0, 3)}${s.slice(0, 8)}`,
    "ONE",
    MAJOR,
  ),
  line("EGLV", "Evergreen", "Evergreen", ["EGHU", "EISU", "EMCU"], (s) => `EGLV${s.slice(0, 12)}`, "EVER", MAJOR),
  line(
    "OOLU",
    "Orient Overseas Container Line",
    "OOCL",
    ["OOLU", "OOCU"],
    (s) => `OOLU${s.slice(0, 10)}`,
    "OOCL",
    MINOR,
  ),
  line(
    "YMLU",
    "Yangming Marine Transport",
    "Yangming",
    ["YMLU", "YMMU"],
    (s, l) => `YMLU${l.slice(0, 1)}${s.slice(0, 9)}`,
    "YM",
    { ...MINOR, alternativeScacs: ["YMPR", "YMSG", "YMJA"] },
  ),
  line(
    "ZIMU",
    "Zim American Integrated Shipping Services",
    "Zim Line",
    ["ZIMU", "ZCSU"],
    (s, l) => `ZIMU${l.slice(0, 3)}${s.slice(0, 7)}`,
    "ZIM",
    MINOR,
  ),
  line(
    "HDMU",
    "Hyundai Merchant Marine",
    "Hyundai",
    ["HDMU", "KOCU"],
    (s, l) => `HDMU${l.slice(0, 4)}${s.slice(0, 7)}`,
    "HMM",
    MINOR,
  ),
  line("APLU", "American President Lines", "APL", ["APHU", "APZU"], (s) => `APLU${s.slice(0, 9)}`, "APL", MINOR),
  line(
    "WHLC",
    "Wan Hai Lines",
    "Wan Hai Lines",
    ["WHSU", "WHLU"],
    (s, l) => `WHLC${l.slice(0, 3)}${s.slice(0, 7)}`,
    "WAN HAI",
    MINOR,
  ),
  line("MATS", "Matson Navigation Company", "Matson", ["MATU"], (s) => `MATS${s.slice(0, 10)}`, "MATSON", {
    ...MINOR,
    container: false,
  }),
  line("SMLM", "SM Line", "SM Line", ["SMCU"], (s, l) => `SMLM${l.slice(0, 4)}${s.slice(0, 8)}`, "SM", MINOR),
  line("TEST", "T49 Test Carrier", "T49 line", ["TSTU"], (s) => `TEST${s.slice(0, 8)}`, "TEST", { container: false }),
  other("ACLU", "Atlantic Container Line", "ACL", "ACLU", "ATLANTIC"),
  other("ANNU", "Australia National Line", "ANL", "ANNU", "ANL"),
  other("ARKU", "Arkas Container Transport", "Arkas", "ARKU", "ARKAS"),
  other("CHVW", "Swire Shipping", "CHVW", "CHVU", "SWIRE", { alternativeScacs: ["QWJA", "PLLU"], container: false }),
  other("CLAM", "Crowley", "Crowley", "CRXU", "CROWLEY", { alternativeScacs: ["CWLQ"], container: false }),
  other("CULU", "China United Lines", "CULines", "CULU", "CUL"),
  other("GOSU", "Gold Star Line", "GSL", "GOSU", "GSL", { container: false }),
  other("HDUJ", "HEDE SHipping", "HEDE", "HDUU", "HEDE"),
  other("IILU", "Independent Container Line", "ICL", "IILU", "ICL", { container: false }),
  other("PCIU", "Pacific International Lines", "PIL", "PCIU", "KOTA"),
  other("SAFM", "Safmarine Container Line", "Safmarine Container Line", "SAFU", "SAFMARINE", { container: false }),
  other("SEAU", "Sealand Americas", "SeaLand Americas", "SEAU", "SEALAND", { alternativeScacs: ["SEAL"] }),
  other("SEJJ", "SeaLand Europe", "SeaLand Europe", "SEJU", "SEALAND EU"),
  other("SMLU", "Seaboard Marine", "Seaboard Marine", "SMLU", "SEABOARD"),
  other("SQQY", "SeaLead", "SeaLead", "SQQU", "SEALEAD", { alternativeScacs: ["SJHH"] }),
  other("SSBF", "Swire", "Swire", "SWRU", "SWIRE PACIFIC", { alternativeScacs: ["WWSU"], container: false }),
  other("SSPH", "Seth Shipping", "Seth", "SSPU", "SETH", { container: false }),
  other("TJFH", "Transfar", "Transfar", "TJFU", "TRANSFAR", { container: false }),
  other("TRBR", "Trailer Bridge", "Trailer Bridge", "TBRU", "TRAILER BRIDGE", {
    alternativeScacs: ["TBIE", "PYRR"],
    bol: false,
    container: false,
  }),
  other("TRKU", "Turkon Line", "Turkon", "TRKU", "TURKON"),
  other("TXZJ", "T.S. Lines", "TS Lines", "TXZU", "TS"),
  other("WDSB", "World Direct Shipping", "WDS", "WDSU", "WDS", { bol: false, booking: false, container: false }),
  other("NYKS", "NYK Line", "NYK", "NYLU", "NYK"),
  other("MOLU", "Mitsui O.S.K. Lines", "MOL", "MOLU", "MOL"),
  other("KKLU", "Kawasaki Kisen Kaisha", "K Line", "KKLU", "K LINE"),
  other("HJSC", "Hanjin Shipping", "Hanjin", "HJCU", "HANJIN", { booking: false }),
  other("UASC", "United Arab Shipping Company", "UASC", "UACU", "UASC"),
  other("SUDU", "Hamburg Sud", "Hamburg Sud", "SUDU", "CAP"),
  other("ANRM", "Alianca", "Alianca", "ANRU", "ALIANCA"),
  other("CHNJ", "China Shipping Container Lines", "CSCL", "CSLU", "CSCL"),
  other("KMTU", "Korea Marine Transport Co", "KMTC", "KMTU", "KMTC"),
  other("SNKO", "Sinokor Merchant Marine", "Sinokor", "SKLU", "SINOKOR"),
  other("ESPU", "Emirates Shipping Line", "ESL", "ESPU", "EMIRATES"),
  other("MCPU", "MCC Transport", "MCC", "MCPU", "MCC"),
  other("FESO", "Far Eastern Shipping Company", "FESCO", "FESU", "FESCO"),
  other("NIDU", "Nile Dutch Africa Line", "Nile Dutch", "NIDU", "NILEDUTCH"),
  other("MARU", "Marfret", "Marfret", "MARU", "MARFRET"),
  other("GRIU", "Grimaldi Lines", "Grimaldi", "GRIU", "GRANDE", { container: false }),
  other("LMCU", "Ignazio Messina", "Messina", "LMCU", "JOLLY"),
  other("XPRU", "X-Press Feeders", "X-Press", "XPRU", "X-PRESS"),
  other("BTLU", "Bengal Tiger Line", "BTL", "BTLU", "BENGAL"),
  other("SITC", "SITC Container Lines", "SITC", "SITU", "SITC"),
  other("HASL", "Heung-A Line", "Heung-A", "HASU", "HEUNG-A"),
  other("DJSC", "Dongjin Shipping", "Dongjin", "DJSU", "DONGJIN", { container: false }),
  other("IAAU", "Interasia Lines", "Interasia", "IAAU", "INTERASIA"),
  other("RCLU", "Regional Container Lines", "RCL", "REGU", "RCL"),
  other("PASH", "Pasha Hawaii", "Pasha", "PSHU", "PASHA", { container: false }),
  other("TOTE", "TOTE Maritime", "TOTE", "TOTU", "TOTE", { bol: false, container: false }),
];

/** Leasing-company prefixes, which carry no carrier information (auto-detection cannot use them). */
export const LESSOR_OWNER_CODES = ["TGHU", "TCNU", "FCIU", "SEGU", "TRHU", "BMOU", "CAIU", "TEMU"] as const;

export const CARRIERS_BY_SCAC = new Map(
  CARRIERS.flatMap((c) => [c.scac, ...c.alternativeScacs].map((s) => [s, c] as const)),
);

export const VESSEL_NAMES = [
  "SHIVLING",
  "SYDNEY",
  "CHANNE",
  "ATHENS",
  "GENEVA",
  "HAMBURG",
  "BRISBANE",
  "VALENCIA",
  "PIRAEUS",
  "ANTWERP",
  "KOBE",
  "MADRID",
  "LISBON",
  "OSAKA",
  "TAURUS",
  "ORION",
  "PHOENIX",
  "AURORA",
  "HORIZON",
  "ZENITH",
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
    const name = [carrier.vesselPrefix, VESSEL_NAMES[(vi + ci * 3) % VESSEL_NAMES.length] ?? base]
      .filter(Boolean)
      .join(" ");
    const six = 930000 + ci * 97 + vi * 13;
    return {
      id: stableUuid(REF_SEED, "vessel", carrier.scac, vi),
      name,
      imo: imoWithCheckDigit(six),
      mmsi: String(636000000 + ci * 1000 + vi),
    };
  }),
);

export const VESSELS_BY_ID: ReadonlyMap<string, Vessel> = new Map(VESSELS.map((v) => [v.id, v]));

export function vesselsFor(carrier: Carrier): readonly Vessel[] {
  const index = CARRIERS.indexOf(carrier);
  return VESSELS.slice(index * 6, index * 6 + 6);
}
