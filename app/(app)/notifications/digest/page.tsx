import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { PrintButton } from "@/components/ui/print-button";
import { PageHeader } from "@/components/shell/page-header";
import { digestForPage } from "@/lib/server/alerts/digest-page";
import { requirePageUser } from "@/lib/server/auth/session";
import { instantText, weekdayDayText } from "@/lib/shared/format/date";

import { DigestView } from "./_components/digest-view";

export const metadata: Metadata = { title: "Daily digest" };

export default async function DigestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser();
  const params = await searchParams;
  const id = typeof params["id"] === "string" ? params["id"] : undefined;
  const page = await digestForPage(user, { id, preview: params["preview"] === "1" });
  if (!page) notFound();
  const { digest } = page;
  return (
    <>
      <PageHeader
        title={`${digest.kind === "manager" ? "Manager digest" : "Daily digest"} — ${weekdayDayText(digest.date)}`}
        description={
          page.stored
            ? `As sent ${instantText(page.createdAt, digest.timeZone)} (times in ${digest.timeZone}).`
            : `A preview as of now (${digest.timeZone}); the daily one is sent at your digest hour.`
        }
        actions={
          <div className="flex items-center gap-3 text-sm print:hidden">
            {page.stored ? (
              <Link href="/notifications/digest?preview=1" className="text-accent hover:underline">
                Preview as of now
              </Link>
            ) : null}
            <PrintButton variant="secondary" size="sm" />
          </div>
        }
      />
      <DigestView digest={digest} />
    </>
  );
}
