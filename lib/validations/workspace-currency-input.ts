import { z } from "zod";

import { currencySchema } from "@/lib/domain/tariff";

/** PUT /api/settings/currency: the currency a sort by money compares first (lib/domain/money-sort.ts). */
export const workspaceCurrencyInputSchema = z.strictObject({ currency: currencySchema });
