import {
  etaMoveText,
  hazmatText,
  positionText,
  sizeTypeText,
  vesselText,
  weightText,
} from "@/components/board/arrival-format";
import { etaMoves } from "@/lib/domain/eta-history";
import type { ContainerArrivalDetail, ContainerRow } from "@/lib/shared/container-api";
import { instantText } from "@/lib/shared/format/date";
import { countText } from "@/lib/shared/format/number";

import { Facts } from "./detail-sections";

// The drawer's Arrival section: what a dispatcher plans an arrival with. The ETA with every move the service
// reported and when Quayside saw it, the vessel and voyage and where the vessel last was, the box's size/type,
// weight and hazmat. Every instant is in the terminal's zone, named.

const SHOWN = 6;

function EtaHistory({ detail, zone, now }: { detail: ContainerArrivalDetail; zone: string | null; now?: string }) {
  // The history comes newest first; the moves are counted from the oldest.
  const moves = etaMoves([...detail.etaHistory].reverse());
  if (moves.length === 0) return <span className="text-muted">no ETA reported yet</span>;
  const shown = moves.slice(0, SHOWN);
  return (
    <div>
      <ol className="space-y-0.5" data-testid="eta-history" aria-label="ETA history, newest first">
        {shown.map((move, index) => (
          <li key={`${move.seenAt}-${move.etaAt}`} className="text-sm" data-testid="eta-sighting">
            <span className={index === 0 ? "font-medium" : undefined}>{instantText(move.etaAt, zone, now)}</span>
            {move.movedMs !== null ? (
              <span className={move.movedMs > 0 ? "text-warning" : "text-urgency-ready"}>
                {" "}
                · {etaMoveText(move.movedMs)}
              </span>
            ) : (
              <span className="text-muted"> · first seen</span>
            )}
            <span className="block text-xs text-muted">seen {instantText(move.seenAt, zone, now)}</span>
          </li>
        ))}
      </ol>
      {moves.length > SHOWN ? (
        <p className="mt-1 text-xs text-muted">and {countText(moves.length - SHOWN, "earlier ETA")}</p>
      ) : null}
    </div>
  );
}

export function ArrivalSection({
  row,
  detail,
  failed = false,
  now,
}: {
  row: ContainerRow;
  detail: ContainerArrivalDetail | null;
  failed?: boolean;
  now?: string;
}) {
  const zone = row.terminal.timezone ?? detail?.timezone ?? null;
  const a = row.arrival;
  const position = detail?.vesselPosition ?? null;
  return (
    <div data-testid="arrival-section">
      <Facts
        items={[
          [
            a.arrivedAt ? "Arrived" : "ETA",
            <span key="eta" className="font-medium" data-testid="arrival-eta">
              {instantText(a.arrivedAt ?? a.etaAt, zone, now)}
            </span>,
          ],
          [
            "ETA history",
            detail ? (
              <EtaHistory key="history" detail={detail} zone={zone} now={now} />
            ) : (
              <span key="history" className="text-muted">
                {failed ? "could not be loaded" : "loading…"}
              </span>
            ),
          ],
          // The line's first ETA, when it is older than the first one Quayside saw.
          ...(detail?.originalEtaAt && detail.originalEtaAt !== detail.etaHistory.at(-1)?.etaAt
            ? ([["Original ETA", instantText(detail.originalEtaAt, zone, now)]] as [string, string][])
            : []),
          [
            "Vessel / voyage",
            <span key="vessel" data-testid="arrival-vessel">
              {vesselText(a)}
              {a.vesselImo ? <span className="text-muted"> · IMO {a.vesselImo}</span> : null}
            </span>,
          ],
          [
            "Vessel position",
            position ? (
              <span key="position" data-testid="vessel-position">
                {positionText(position)}
                <span className="block text-xs text-muted">
                  reported {instantText(position.at ?? position.fetchedAt, zone, now)}
                </span>
              </span>
            ) : (
              <span key="position" className="text-muted">
                {a.arrivedAt
                  ? "in port"
                  : !a.vesselImo
                    ? "unknown: the line names no IMO number to ask by"
                    : detail?.vesselAskedAt
                      ? "the service gave no position"
                      : "not read yet: positions are read with the next sync"}
              </span>
            ),
          ],
          ["Size/type", sizeTypeText(a.sizeType, true)],
          ["Weight", weightText(a.weightLbs)],
          [
            "Hazmat",
            <span
              key="hazmat"
              data-testid="arrival-hazmat"
              className={
                a.hazmat === true ? "font-semibold text-warning" : a.hazmat === null ? "text-muted" : undefined
              }
            >
              {a.hazmat === null ? "not said (no hazmat field on this box)" : hazmatText(a.hazmat)}
            </span>,
          ],
        ]}
      />
    </div>
  );
}
