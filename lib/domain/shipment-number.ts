// Bills of lading and booking numbers, checked before a tracking request is spent on them. No carrier publishes
// one format for all its numbers, so the rule is what every real number has: 8 to 25 letters and digits with at
// least 3 digits (the shortest seen in the service's examples is 8 characters, e.g. an MSC bill "LQ692823"). Where
// a carrier prefixes its bills with a code of its own, a number with that prefix belongs to that carrier: a
// different carrier picked for it is a mistake the service would answer with "not found" days later.

/** The prefixes carriers put on their own bills and bookings, by prefix: the carrier's SCAC and name. */
export const CARRIER_PREFIXES: Readonly<Record<string, { scac: string; name: string }>> = {
  MAEU: { scac: "MAEU", name: "Maersk" },
  MEDU: { scac: "MSCU", name: "MSC" },
  CMDU: { scac: "CMDU", name: "CMA CGM" },
  COSU: { scac: "COSU", name: "COSCO" },
  HLCU: { scac: "HLCU", name: "Hapag-Lloyd" },
  ONEY: { scac: "ONEY", name: "ONE" },
  EGLV: { scac: "EGLV", name: "Evergreen" },
  OOLU: { scac: "OOLU", name: "OOCL" },
  YMLU: { scac: "YMLU", name: "Yang Ming" },
  ZIMU: { scac: "ZIMU", name: "ZIM" },
  HDMU: { scac: "HDMU", name: "HMM" },
};

export type ShipmentNumberCheck =
  | { valid: true; /** The carrier its prefix names, if any. */ carrier: { scac: string; name: string } | null }
  | { valid: false; reason: string };

const SHAPE = /^[A-Z0-9]{8,25}$/;

/** `number` upper-cased, without spaces; `scac` the carrier picked for it (null: the service detects it). */
export function checkShipmentNumber(number: string, scac: string | null): ShipmentNumberCheck {
  if (!SHAPE.test(number))
    return { valid: false, reason: "Use 8 to 25 letters and digits: bills of lading and bookings are no shorter." };
  if ((number.match(/\d/g) ?? []).length < 3)
    return { valid: false, reason: "Has almost no digits: not a bill of lading or booking number." };
  const prefix = CARRIER_PREFIXES[number.slice(0, 4)] ?? null;
  if (prefix && scac && scac !== prefix.scac && scac !== number.slice(0, 4))
    return {
      valid: false,
      reason: `Starts with ${number.slice(0, 4)}, ${prefix.name}'s prefix, but the carrier picked is ${scac}: pick ${prefix.scac} or let the service detect it.`,
    };
  return { valid: true, carrier: prefix };
}
