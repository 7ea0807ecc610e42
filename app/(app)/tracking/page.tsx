import type { Metadata } from "next";

import { NotBuiltYet } from "@/components/shell/not-built-yet";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Tracking" };

export default async function Page() {
  await requirePageUser();
  return (
    <>
      <PageHeader title="Tracking" />
      <NotBuiltYet feature="Tracking intake" issue={5}>
        Adding containers, bills of lading and bookings, and the queue of tracking requests, will appear here with the dispatcher board.
      </NotBuiltYet>
    </>
  );
}
