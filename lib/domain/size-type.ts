// A box's size and type as dispatchers and chassis pools say it ("40HC", "20GP", "40RH"), from the service's three
// equipment fields (equipment_length 10|20|40|45, equipment_height standard|high_cube, equipment_type dry|reefer|
// open top|flat rack|bulk|tank, each nullable). Stored per box by the evaluation, so the board filters on it
// through an index and never restates the rule in SQL. No length, no code: a size/type without a size says nothing.

/** The letters after the length: the type, and for dry and reefer boxes the height. */
const TYPE_CODES = {
  GP: "standard dry",
  HC: "high cube",
  RF: "reefer",
  RH: "reefer high cube",
  OT: "open top",
  FR: "flat rack",
  BK: "bulk",
  TK: "tank",
} as const;
type TypeCode = keyof typeof TYPE_CODES;

export type Equipment = { type: string | null; length: number | null; height: string | null };

function typeCode(type: string | null, height: string | null): TypeCode | null {
  const high = height === "high_cube";
  switch (type) {
    case "dry":
      return high ? "HC" : height === "standard" ? "GP" : null;
    case "reefer":
      return high ? "RH" : "RF";
    case "open top":
      return "OT";
    case "flat rack":
      return "FR";
    case "bulk":
      return "BK";
    case "tank":
      return "TK";
    default:
      // An unknown or new type still tells a high cube apart; otherwise only the length is known.
      return high ? "HC" : null;
  }
}

/** "40HC"; "40" when only the length is known; null without a length. */
export function sizeTypeOf(equipment: Equipment): string | null {
  const { length } = equipment;
  if (length === null || !Number.isInteger(length) || length <= 0) return null;
  return `${length}${typeCode(equipment.type, equipment.height) ?? ""}`;
}

/** "40′ high cube" for "40HC", "40′" for "40"; a code this module did not write is returned as is. */
export function sizeTypeLabel(code: string): string {
  const match = /^(\d{1,2})([A-Z]{2})?$/.exec(code);
  if (!match) return code;
  const [, length, letters] = match;
  if (!letters) return `${length}′`;
  const name = (TYPE_CODES as Record<string, string>)[letters];
  return name ? `${length}′ ${name}` : code;
}
