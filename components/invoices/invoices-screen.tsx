"use client";

import Link from "next/link";

import { useLiveSubscription } from "@/components/live/live-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { addTo } from "@/lib/domain/invoices/line-money";
import { useInvoices } from "@/lib/queries/invoice-queries";
import { formatAmounts } from "@/lib/shared/format/money";

import { InvoicesTable } from "./invoices-table";

/** The workspace's invoices, newest first, each with its verdict and the money at stake per currency. */
export function InvoicesScreen({ canWrite }: { canWrite: boolean }) {
  const list = useInvoices();
  // Checks follow the evidence: new day records, closures or LFDs change verdicts, so the list reads again.
  const refetch = () => void list.refetch();
  useLiveSubscription(["days", "free_time", "containers"], refetch, refetch);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  if (list.isPending)
    return (
      <p className="py-8 text-center text-sm text-muted" role="status">
        Loading invoices…
      </p>
    );
  if (list.isError)
    return (
      <Alert tone="error" title="The invoices could not be loaded.">
        {list.error.message}{" "}
        <Button size="sm" variant="secondary" onClick={refetch}>
          Try again
        </Button>
      </Alert>
    );
  if (rows.length === 0)
    return (
      <div className="rounded-md border border-border px-5 py-10 text-center text-sm" data-testid="invoices-empty">
        <p>
          No invoices yet.{" "}
          {canWrite ? (
            <>
              <Link className="text-accent underline underline-offset-2" href="/invoices/new">
                Enter the first one
              </Link>{" "}
              to check each charged day against its box&apos;s own evidence.
            </>
          ) : (
            "Invoices appear here once a dispatcher enters them."
          )}
        </p>
      </div>
    );

  const stake: Record<string, number> = {};
  for (const row of rows) for (const [currency, amount] of Object.entries(row.atStake)) addTo(stake, currency, amount);
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm" data-testid="invoices-stake">
        At stake on the invoices shown: <span className="font-semibold">{formatAmounts(stake) || "nothing"}</span>
      </p>
      <InvoicesTable rows={rows} />
      {list.hasNextPage ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
