import Link from "next/link";

import { Card, CardBody } from "@/components/ui/card";
import { can, type Role } from "@/lib/shared/roles";

/**
 * What an unconfigured workspace (no account key, no simulated service) shows instead of data: there is none,
 * and only an admin can change that. A banner on every page, and the whole board.
 */
export function NeedsAccountKey({ role, variant }: { role: Role; variant: "banner" | "page" }) {
  const isAdmin = can({ role }, "administer");
  const text = isAdmin
    ? "Add the tracking service's account key in Settings; the board fills within a minute of saving it."
    : "Ask an admin of this workspace to add the tracking service's account key in Settings.";
  const link = isAdmin ? (
    <Link
      href="/settings"
      className="inline-flex h-8 items-center rounded-md bg-accent px-3 text-xs font-medium text-accent-ink"
    >
      Open Settings
    </Link>
  ) : null;
  if (variant === "banner")
    return (
      <div
        role="status"
        data-testid="needs-account-key"
        className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-warning/40 bg-warning/10 px-4 py-2 text-sm"
      >
        <span>
          <strong className="font-semibold">No tracking data yet.</strong> {text}
        </span>
        {link}
      </div>
    );
  return (
    <Card>
      <CardBody className="space-y-3 py-10 text-center">
        <p className="text-base font-semibold" data-testid="board-empty">
          This workspace is not connected to a tracking service yet.
        </p>
        <p className="mx-auto max-w-md text-sm text-muted">{text}</p>
        {link}
      </CardBody>
    </Card>
  );
}
