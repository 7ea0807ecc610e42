import type { Metadata } from "next";
import Link from "next/link";

import { BetaBadge } from "@/components/documents/beta-badge";
import { PageHeader } from "@/components/shell/page-header";
import { can } from "@/lib/domain/roles";
import { requirePageUser } from "@/lib/server/auth/session";

import { EmailView } from "./_components/email-view";

export const metadata: Metadata = { title: "Email" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const { id } = await params;
  return (
    <>
      <PageHeader
        title="Email"
        description={
          <span className="inline-flex items-center gap-2">
            <BetaBadge />{" "}
            <Link className="text-accent hover:underline" href="/emails">
              ← All emails
            </Link>
          </span>
        }
      />
      <EmailView id={id} canWrite={can(user, "write")} userName={user.name ?? user.email} />
    </>
  );
}
