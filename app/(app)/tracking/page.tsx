import type { Metadata } from "next";

import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { can } from "@/lib/shared/roles";

import { TrackingScreen } from "./_components/tracking-screen";

export const metadata: Metadata = { title: "Tracking" };

export default async function Page() {
  const user = await requirePageUser();
  const canWrite = can(user, "write");
  return (
    <>
      <PageHeader
        title="Tracking"
        description="Add containers, bills of lading and bookings, and follow what the tracking service does with each."
      />
      <TrackingScreen canWrite={canWrite} />
    </>
  );
}
