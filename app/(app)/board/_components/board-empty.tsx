import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";

/** What an empty table means, and what to do about it. */
export function BoardEmpty({
  kind,
  onClear,
  canWrite,
}: {
  kind: "no-data" | "no-match" | "no-api";
  onClear: () => void;
  canWrite: boolean;
}) {
  const content = {
    "no-api": {
      title: "No container data yet.",
      text: "The live container cache is not running in this version, so the board has nothing to show. Containers appear here as soon as it is.",
    },
    "no-data": {
      title: "No containers are tracked yet.",
      text: canWrite
        ? "Add container numbers, bills of lading or bookings on the Tracking page; they appear here within a minute."
        : "Ask a dispatcher to add containers on the Tracking page.",
    },
    "no-match": {
      title: "No containers match this view.",
      text: "Remove a filter or clear them all to see the whole board.",
    },
  }[kind];
  return (
    <Card>
      <CardBody className="space-y-3 py-10 text-center">
        <p className="text-base font-semibold" data-testid="board-empty">
          {content.title}
        </p>
        <p className="mx-auto max-w-md text-sm text-muted">{content.text}</p>
        {kind === "no-match" ? (
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        {kind === "no-data" && canWrite ? (
          <Link
            href="/tracking"
            className="inline-flex h-8 items-center rounded-md bg-accent px-3 text-xs font-medium text-accent-ink"
          >
            Go to Tracking
          </Link>
        ) : null}
      </CardBody>
    </Card>
  );
}
