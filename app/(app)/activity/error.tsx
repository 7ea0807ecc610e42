"use client";

import { PageErrorState, type RouteErrorProps } from "@/components/errors/page-error-state";

export default function ActivityError({ error, retry }: RouteErrorProps) {
  return <PageErrorState error={error} retry={retry} what="The activity trail" />;
}
