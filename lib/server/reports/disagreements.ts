import "server-only";

import type { LfdDisagreement } from "@/lib/domain/free-time/box-free-time";
import { disagreementStake } from "@/lib/domain/free-time/disagreement-stake";
import { compareMoney, moneySortKey } from "@/lib/domain/money-sort";
import { evaluationInputs } from "@/lib/server/cache/evaluation-inputs";
import { evaluate } from "@/lib/server/cache/normalize";
import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { UNKNOWN_TERMINAL, type DisagreementRow, type DisagreementsReport } from "@/lib/shared/report-api";
import type { ReportFilters } from "@/lib/shared/report-api";
import { containersQuerySchema } from "@/lib/validations/containers-query";

// LFD disagreements (issue 24, item 6): the boxes on the board whose reported LFD is not the one their free-time
// rule counts, the costliest first. The board's own stored column (lfd_disagreement_days, written by the
// evaluation) and its disagreement filter pick the boxes; each is evaluated again now, as the board's rows are,
// for its disagreement and the tariffs that price it. Reported-earlier ones come first, by the money their days
// put at stake (the workspace's currency before others, never added across currencies), then by days.

/** Rows shown; the card links to the board's disagreement filter for the rest. */
export const DISAGREEMENT_ROWS = 50;
/** Rows read to rank: the most days first, so a box beyond it has fewer days than every one ranked. */
const SCAN = 1000;

type Ranked = DisagreementRow & { sortKey: ReturnType<typeof moneySortKey> };

function compare(a: Ranked, b: Ranked): number {
  const earlier = (row: LfdDisagreement) => (row.direction === "reported_earlier" ? 0 : 1);
  return (
    earlier(a) - earlier(b) || compareMoney(a.sortKey, b.sortKey) || b.days - a.days || a.number.localeCompare(b.number)
  );
}

export async function lfdDisagreements(
  workspaceId: string,
  filters: Pick<ReportFilters, "terminal" | "line" | "customer">,
  at: Date,
): Promise<DisagreementsReport> {
  const where = whereOf(
    workspaceId,
    containersQuerySchema.parse({
      terminal: filters.terminal.join(","),
      line: filters.line.join(","),
      customer: filters.customer.join(","),
      disagreement: "any",
    }),
    null,
  );
  const [total, earlier, rows, inputs] = await Promise.all([
    db.container.count({ where }),
    db.container.count({ where: { AND: [where, { lfdDisagreementDays: { lt: 0 } }] } }),
    db.container.findMany({ where, orderBy: [{ lfdDisagreementDays: "asc" }, { number: "asc" }], take: SCAN }),
    evaluationInputs(workspaceId),
  ]);
  const currency = inputs.tariffs.currency ?? "USD";
  const ranked: Ranked[] = rows.flatMap((row) => {
    const { evaluation, tariffs } = evaluate(row.raw, row, { now: at, ...inputs });
    const disagreement = evaluation?.lfd.disagreement;
    const calculated = disagreement ? evaluation?.lfd.calculated[disagreement.source] : null;
    if (!disagreement || !calculated) return [];
    const stake = tariffs ? disagreementStake(disagreement, tariffs) : null;
    const versions = new Map((stake?.days ?? []).map((day) => [day.tariff.versionId, day.tariff]));
    return [
      {
        ...disagreement,
        id: row.id,
        number: row.number,
        terminal: row.terminalName ?? row.terminalFirmsCode ?? UNKNOWN_TERMINAL,
        line: row.shippingLineScac,
        customer: row.customerName,
        atStake: stake?.byCurrency ?? null,
        tariffs: [...versions.values()].map((ref) => ({ name: ref.name, version: ref.version })),
        rule: {
          ref: calculated.ruleRef,
          freeDays: calculated.freeDays,
          dayKind: calculated.dayKind,
          extensionDays: calculated.extensionDays,
        },
        sortKey: stake ? moneySortKey(stake.byCurrency, currency) : null,
      },
    ];
  });
  return {
    rows: ranked
      .sort(compare)
      .slice(0, DISAGREEMENT_ROWS)
      .map(({ sortKey: _sortKey, ...row }) => row),
    total,
    earlier,
  };
}
