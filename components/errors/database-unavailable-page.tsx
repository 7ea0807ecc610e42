"use client";

import { useRouter } from "next/navigation";

import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/shared/page-error";

import { PageErrorState } from "./page-error-state";

const OUTAGE = { digest: DATABASE_UNAVAILABLE_DIGEST };

/**
 * The 503 page. proxy.ts serves it in place of the page asked for, so retrying reloads that address (a full
 * load: the proxy decides again); opened by its own address, retrying goes home.
 */
export function DatabaseUnavailablePage() {
  const router = useRouter();
  const retry = (): void => {
    if (window.location.pathname === "/database-unavailable") router.push("/");
    else window.location.reload();
  };
  return (
    <main>
      <PageErrorState error={OUTAGE} retry={retry} />
    </main>
  );
}
