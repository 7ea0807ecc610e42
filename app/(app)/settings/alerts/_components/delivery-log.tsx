"use client";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { useDeliveryLog, useRetryDeliveries } from "@/lib/queries/alert-settings-queries";
import type { DeliveryLog as Log } from "@/lib/shared/notifications-api";
import { instantText } from "@/lib/shared/format/date";

const TONE: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  sent: "success",
  failed: "warning",
  dead: "danger",
  merged: "success",
};

/** Every delivery, newest first, with failures explained and a retry. */
export function DeliveryLog({ initial }: { initial: Log }) {
  const log = useDeliveryLog(initial);
  const retry = useRetryDeliveries();
  const zone = useViewerZone();
  const failing = (log.data.counts["failed"] ?? 0) + (log.data.counts["dead"] ?? 0);
  return (
    <Card>
      <CardHeader
        title="Delivery log"
        description={
          Object.entries(log.data.counts)
            .map(([status, count]) => `${count} ${status}`)
            .join(" · ") || "Nothing sent yet."
        }
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={failing === 0}
            busy={retry.isPending}
            onClick={() => retry.mutate({ allFailed: true })}
          >
            Retry all failed
          </Button>
        }
      />
      <CardBody className="overflow-x-auto">
        {retry.isError ? <Alert tone="error">{retry.error.message}</Alert> : null}
        {log.data.data.length === 0 ? (
          <p className="text-sm text-muted">
            No deliveries yet. Email, chat posts and webhooks appear here as they are sent.
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="delivery-log">
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted">
                <th scope="col" className="py-1 pr-2 font-medium">
                  When
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Channel
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  To
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  What
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Status
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((row) => (
                <tr key={row.id} className="border-b border-border/60 align-top">
                  <td className="py-1.5 pr-2 whitespace-nowrap">{instantText(row.createdAt, zone)}</td>
                  <td className="py-1.5 pr-2">{row.channel}</td>
                  <td className="py-1.5 pr-2">{row.target}</td>
                  <td className="py-1.5 pr-2">{row.title}</td>
                  <td className="py-1.5 pr-2">
                    <Badge tone={TONE[row.status] ?? "neutral"}>{row.status}</Badge>
                    {row.attempts > 1 ? <span className="ml-1 text-xs text-muted">{row.attempts} tries</span> : null}
                    {row.lastError ? <p className="text-xs text-danger">{row.lastError}</p> : null}
                    {row.status === "merged" ? (
                      <p className="text-xs text-muted">In one email with the box&apos;s other changes.</p>
                    ) : null}
                  </td>
                  <td className="py-1.5">
                    {row.status === "failed" || row.status === "dead" ? (
                      <Button size="sm" variant="ghost" onClick={() => retry.mutate({ ids: [row.id] })}>
                        Retry
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
}
