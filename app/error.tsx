"use client";

import { PageErrorState, type RouteErrorProps } from "@/components/errors/page-error-state";

// Every page's last boundary inside the root layout: catches what the (app) layout itself throws (its session
// check is where a database outage shows first), which the (app) group's own error.tsx cannot.
export default function RootError({ error, retry }: RouteErrorProps) {
  return (
    <main>
      <PageErrorState error={error} retry={retry} />
    </main>
  );
}
