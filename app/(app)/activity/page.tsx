import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/server/auth/session";
import { listActivity } from "@/lib/server/work/activity";
import { allUsers } from "@/lib/server/work/teammates";
import { activityQuerySchema } from "@/lib/validations/work";

import { ActivityFiltersForm } from "./_components/activity-filters";
import { activitySearch } from "./_components/activity-links";
import { ActivityTable } from "./_components/activity-table";

export const metadata: Metadata = { title: "Activity" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value) || undefined;

// Every role reads the trail. It loads through the same server function as GET /api/activity.
export default async function ActivityPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const raw = await searchParams;
  const parsed = activityQuerySchema.safeParse({
    user: first(raw["user"]),
    container: first(raw["container"]),
    kind: first(raw["kind"]),
    cursor: first(raw["cursor"]),
  });
  // A hand-edited URL with a bad filter shows everything rather than an error page.
  const query = parsed.success ? parsed.data : activityQuerySchema.parse({});
  const filters = { user: query.user, container: query.container, kind: query.kind };
  const [page, users] = await Promise.all([listActivity(user.workspaceId, query), allUsers(user.workspaceId)]);
  const filtered = Boolean(filters.user ?? filters.container ?? filters.kind);
  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change the team made to boxes: who, when, and what changed from what to what. Times are UTC."
        actions={
          <a
            href={`/api/activity${activitySearch(filters, { format: "csv" })}`}
            className="inline-flex h-9 items-center rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
            download
          >
            Download CSV
          </a>
        }
      />
      <ActivityFiltersForm filters={filters} users={users} />
      <Card>
        {page.data.length === 0 ? (
          <div className="px-5 py-10 text-center text-sm text-muted" role="status">
            {filtered ? (
              <>
                Nothing matches these filters.{" "}
                <Link href="/activity" className="text-accent underline-offset-2 hover:underline">
                  Clear them
                </Link>{" "}
                to see every change.
              </>
            ) : query.cursor ? (
              "No older activity."
            ) : (
              "No activity yet. Assign a box, plan a pickup or write a note on the board and it shows here."
            )}
          </div>
        ) : (
          <ActivityTable events={page.data} />
        )}
      </Card>
      <nav aria-label="Activity pages" className="mt-4 flex gap-3 text-sm">
        {query.cursor ? (
          <Link href={`/activity${activitySearch(filters)}`} className="text-accent underline-offset-2 hover:underline">
            Newest
          </Link>
        ) : null}
        {page.nextCursor ? (
          <Link
            href={`/activity${activitySearch(filters, { cursor: page.nextCursor })}`}
            className="text-accent underline-offset-2 hover:underline"
          >
            Older
          </Link>
        ) : null}
      </nav>
    </>
  );
}
