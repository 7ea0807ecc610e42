"use client";

import { PageErrorState, type RouteErrorProps } from "@/components/errors/page-error-state";

// A page that failed inside the shell: the navigation stays, so the person can go elsewhere or retry.
export default function AppError({ error, retry }: RouteErrorProps) {
  return <PageErrorState error={error} retry={retry} />;
}
