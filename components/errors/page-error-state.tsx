"use client";

import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { fetchDatabaseDown } from "@/lib/queries/health";
import {
  DATABASE_RETRY_SECONDS,
  DATABASE_UNAVAILABLE_TITLE,
  isDatabaseUnavailablePageError,
} from "@/lib/shared/page-error";

/** What Next.js hands a route's error.tsx (`retry` refetches the segment's server components and renders again). */
export type RouteErrorProps = { error: unknown; retry: () => void };

/** `what`: the page, as the start of "… could not be loaded" ("The board"); a route's error.tsx names its own. */
type Props = RouteErrorProps & { what?: string };

/**
 * What a page shows when it could not be rendered. A database outage (recognised by its digest, or by the
 * health check for a failure the page helpers did not classify) says so, as the API does, and retries by
 * itself once the database answers; anything else says the page failed. Both offer Retry. Inside the shell it
 * sits in the shell's <main>; a boundary outside it (app/error.tsx) gives it one of its own.
 */
export function PageErrorState({ error, retry, what = "This page" }: Props) {
  const known = isDatabaseUnavailablePageError(error);
  const [databaseAway, setDatabaseAway] = useState(known);

  useEffect(() => {
    if (known) return;
    let live = true;
    void fetchDatabaseDown().then((down) => {
      if (live && down) setDatabaseAway(true);
    });
    return () => {
      live = false;
    };
  }, [known]);

  useEffect(() => {
    if (!databaseAway) return;
    const timer = setInterval(() => {
      void fetchDatabaseDown().then((down) => {
        if (!down) retry();
      });
    }, DATABASE_RETRY_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [databaseAway, retry]);

  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : null;
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-lg items-center px-6">
      <Card className="w-full">
        <CardBody className="space-y-3 py-8 text-center">
          <p className={databaseAway ? "text-sm font-semibold text-warning" : "text-sm font-semibold text-danger"}>
            {databaseAway ? "503" : "Error"}
          </p>
          <h1 className="text-lg font-semibold" role="alert">
            {databaseAway ? DATABASE_UNAVAILABLE_TITLE : `${what} could not be loaded`}
          </h1>
          <p className="text-sm text-muted">
            {databaseAway
              ? `Quayside cannot reach its database, so it cannot show this page right now. Nothing you saved is lost. The page checks again every ${DATABASE_RETRY_SECONDS} seconds and loads as soon as the database answers.`
              : "Something went wrong on our side. Try again; if it keeps failing, an admin can find the cause in the server log."}
          </p>
          {!databaseAway && digest ? <p className="text-xs text-muted">Reference: {digest}</p> : null}
          <Button variant={databaseAway ? "secondary" : "primary"} onClick={() => retry()}>
            Retry now
          </Button>
        </CardBody>
      </Card>
    </div>
  );
}
