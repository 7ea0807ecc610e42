import type { ContainerArrival, ContainerRow, VesselPosition } from "@/lib/shared/container-api";
import { sizeTypeLabel } from "@/lib/domain/size-type";
import { instantDayText, instantText, type Now } from "@/lib/shared/format/date";
import { countText, formatCount, formatNumber } from "@/lib/shared/format/number";

// A box's arrival facts as people read them, for the table's cells, the drawer's Arrival section and the filter
// chips. Instants are shown in the terminal's zone, which they name; the CSV writes machine values instead.

type Arriving = Pick<ContainerRow, "arrival" | "terminal">;

/** "Nov 30, 14:05 PST" while the box is still coming; "arrived Nov 20" once the vessel is in; "—" when unknown. */
export function etaCellText(row: Arriving, now?: Now): string {
  const zone = row.terminal.timezone;
  if (row.arrival.arrivedAt) return `arrived ${instantDayText(row.arrival.arrivedAt, zone, now)}`;
  return instantText(row.arrival.etaAt, zone, now);
}

/** "MSC ANNA · voyage 123W" ("MSC ANNA · 123W" where room is short); the name alone, the voyage alone, or "—". */
export function vesselText(arrival: Pick<ContainerArrival, "vesselName" | "voyage">, short = false): string {
  const voyage = arrival.voyage ? (short ? arrival.voyage : `voyage ${arrival.voyage}`) : null;
  return [arrival.vesselName, voyage].filter(Boolean).join(" · ") || "—";
}

/** "40HC" with its words: "40HC (40′ high cube)"; "—" when the size is not known. */
export function sizeTypeText(sizeType: string | null, long = false): string {
  if (!sizeType) return "—";
  const label = sizeTypeLabel(sizeType);
  return long && label !== sizeType ? `${sizeType} (${label})` : sizeType;
}

/** "28,400 lb"; "—" when not reported (0 is a weight the service did report). */
export function weightText(lbs: number | null): string {
  return lbs === null ? "—" : `${formatCount(Math.round(lbs))} lb`;
}

/** Hazmat as the account's custom field says: yes, no, or not said (which is not "no"). */
export function hazmatText(hazmat: boolean | null): string {
  return hazmat === true ? "Hazmat" : hazmat === false ? "Not hazmat" : "—";
}

/** How far an ETA moved: "2 days later", "5 hours earlier", "30 minutes later". */
export function etaMoveText(movedMs: number): string {
  const minutes = Math.round(Math.abs(movedMs) / 60_000);
  const hours = minutes / 60;
  const size =
    minutes < 60
      ? countText(minutes, "minute")
      : hours % 24 === 0
        ? countText(hours / 24, "day")
        : hours < 48
          ? `${formatNumber(Math.round(hours * 10) / 10, 1)} hours`
          : `${formatNumber(Math.round((hours / 24) * 10) / 10, 1)} days`;
  return `${size} ${movedMs < 0 ? "earlier" : "later"}`;
}

/** "33.71° N, 118.27° W · 14.2 kn, heading 245°": the vessel's reported position. */
export function positionText(position: VesselPosition): string {
  const coordinate = (value: number, positive: string, negative: string) =>
    `${formatNumber(Math.abs(value), 2)}° ${value < 0 ? negative : positive}`;
  const where = `${coordinate(position.latitude, "N", "S")}, ${coordinate(position.longitude, "E", "W")}`;
  const moving =
    position.speedKnots === null
      ? ""
      : position.speedKnots === 0
        ? " · stopped"
        : ` · ${formatNumber(position.speedKnots, 1)} kn${position.headingDegrees === null ? "" : `, heading ${formatNumber(position.headingDegrees, 0)}°`}`;
  return `${where}${moving}`;
}
