import type { Metadata } from "next";

import { DatabaseUnavailablePage } from "@/components/errors/database-unavailable-page";

export const metadata: Metadata = { title: "Database not reachable", robots: { index: false } };

// What proxy.ts answers (rewritten, with status 503 and Retry-After) for any page while this process knows the
// database to be away (lib/server/http/database-outage.ts). Reads nothing from the database itself.
export default function Page() {
  return <DatabaseUnavailablePage />;
}
