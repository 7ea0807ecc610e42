"use client";

import { PageErrorState, type RouteErrorProps } from "@/components/errors/page-error-state";

export default function InvoicesError({ error, retry }: RouteErrorProps) {
  return <PageErrorState error={error} retry={retry} what="Invoices" />;
}
