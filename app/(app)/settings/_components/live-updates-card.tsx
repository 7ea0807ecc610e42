"use client";

import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { useConnectWebhook, useRetryWebhookInbox, useWebhookStatus } from "@/lib/queries/settings-queries";
import { instantText } from "@/lib/shared/format/date";

export function LiveUpdatesCard() {
  useLiveUpdates();
  const zone = useViewerZone();
  const status = useWebhookStatus();
  const connect = useConnectWebhook();
  const retry = useRetryWebhookInbox();
  const data = status.data;
  return (
    <Card>
      <CardHeader
        title="Live updates"
        description="The tracking service pushes changes to Quayside as they happen; a background sync is the safety net."
      />
      <CardBody>
        {status.isError ? (
          <Alert tone="error">Could not load the live updates status. Reload the page to try again.</Alert>
        ) : null}
        {data ? (
          <div className="space-y-3 text-sm">
            {/* The receiving URL is one long word: it wraps anywhere rather than widening a phone's page. */}
            <p className="break-words [overflow-wrap:anywhere]">
              {data.connected
                ? `Connected since ${instantText(data.connectedAt, zone)} to ${data.url ?? ""}.`
                : "Not connected: changes arrive only with the periodic sync."}
            </p>
            {data.connected && data.checkedAt ? (
              <p className="text-muted">
                Registration last checked with the service {instantText(data.checkedAt, zone)}.
              </p>
            ) : null}
            {data.reregisteredAt ? (
              <Alert tone="warning">
                Live updates re-registered at {instantText(data.reregisteredAt, zone)} because{" "}
                {data.reregisterReason ?? "the service no longer had the webhook"}.
              </Alert>
            ) : null}
            <p className="text-muted">
              Last sync: {data.freshness.lastSyncAt ? instantText(data.freshness.lastSyncAt, zone) : "not yet"}.{" "}
              {data.freshness.upstreamReachable
                ? "The tracking service is answering."
                : `The tracking service is not answering since ${instantText(data.freshness.upstreamDownSince, zone)}; pages show the last known data.`}
            </p>
            <p className="text-muted">
              Deliveries: {data.inbox["processed"] ?? 0} processed,{" "}
              {(data.inbox["pending"] ?? 0) + (data.inbox["processing"] ?? 0) + (data.inbox["follow_up"] ?? 0)} waiting,{" "}
              {data.inbox["failed"] ?? 0} failed.
            </p>
            <Button type="button" onClick={() => connect.mutate()} disabled={connect.isPending}>
              {data.connected ? "Reconnect live updates" : "Connect live updates"}
            </Button>
            {connect.isError ? <Alert tone="error">{connect.error.message}</Alert> : null}
            {data.failed.length > 0 ? (
              <div className="space-y-2">
                <h3 className="font-medium">Failed deliveries</h3>
                <ul className="space-y-1 text-xs">
                  {data.failed.map((item) => (
                    <li key={item.id}>
                      {item.event ?? "unknown event"} · {instantText(item.receivedAt, zone)} · {item.attempts} attempts
                      · {item.lastError ?? ""}
                    </li>
                  ))}
                </ul>
                <Button type="button" onClick={() => retry.mutate()} disabled={retry.isPending}>
                  Retry failed deliveries
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
