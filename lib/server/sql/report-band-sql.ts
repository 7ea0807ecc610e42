import "server-only";

import { HOLD_AGE_BANDS, PAST_LFD_BANDS } from "@/lib/domain/report-bands";
import { Prisma } from "@/lib/generated/prisma/client";

import { integerLiteral, textLiteral } from "./sql-literal";

// The reports' bands (lib/domain/report-bands.ts) as SQL CASE expressions, so a label and its bounds are
// written once; board-sql.int.test.ts checks them against the domain's band functions.

/** The past-LFD band of `daysPast`, an integer expression. */
export function pastLfdBandSql(daysPast: Prisma.Sql): Prisma.Sql {
  const whens = PAST_LFD_BANDS.flatMap((band) =>
    band.upTo === null
      ? []
      : [Prisma.sql`WHEN ${daysPast} <= ${integerLiteral(band.upTo)} THEN ${textLiteral(band.label)}`],
  );
  const rest = PAST_LFD_BANDS.find((band) => band.upTo === null)?.label ?? "";
  return Prisma.sql`CASE ${Prisma.join(whens, "\n      ")} ELSE ${textLiteral(rest)} END`;
}

/** The hold-age band of `age`, an interval expression. */
export function holdAgeBandSql(age: Prisma.Sql): Prisma.Sql {
  const whens = HOLD_AGE_BANDS.flatMap((band) =>
    band.belowDays === null
      ? []
      : [
          Prisma.sql`WHEN ${age} < ${integerLiteral(band.belowDays)} * interval '1 day' THEN ${textLiteral(band.label)}`,
        ],
  );
  const rest = HOLD_AGE_BANDS.find((band) => band.belowDays === null)?.label ?? "";
  return Prisma.sql`CASE ${Prisma.join(whens, "\n      ")} ELSE ${textLiteral(rest)} END`;
}
