import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { listPerDiemTariffs } from "@/lib/server/reports/per-diem-tariff-store";
import { listTariffs } from "@/lib/server/reports/tariff-store";
import { getSettingsView } from "@/lib/server/settings";
import { tariffPickOptions } from "@/lib/server/tariff-pick-options";
import { listUsers } from "@/lib/server/users";

import { ConnectionForm } from "./_components/connection-form";
import { LfdRuleForm } from "./_components/lfd-rule-form";
import { LiveUpdatesCard } from "./_components/live-updates-card";
import { PerDiemTariffsCard } from "./_components/per-diem-tariffs-card";
import { TariffsCard } from "./_components/tariffs-card";
import { UsersPanel } from "./_components/users-panel";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requirePageUser("administer");
  const [settings, people, tariffs, perDiemTariffs, pickOptions] = await Promise.all([
    getSettingsView(user.workspaceId),
    listUsers(user.workspaceId),
    listTariffs(user.workspaceId),
    listPerDiemTariffs(user.workspaceId),
    tariffPickOptions(user.workspaceId),
  ]);
  return (
    <>
      <PageHeader
        title="Settings"
        description={`Workspace ${user.workspaceName}. Only admins see this page.`}
        actions={
          <nav aria-label="More settings" className="flex gap-4 text-sm">
            <Link href="/settings/alerts" className="text-accent hover:underline">
              Alert settings
            </Link>
            <Link href="/outbox" className="text-accent hover:underline">
              Outbox (demo email)
            </Link>
          </nav>
        }
      />
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        <ConnectionForm initial={settings} />
        <LfdRuleForm initial={settings.lfdRule} />
        <LiveUpdatesCard />
        <TariffsCard initial={tariffs} options={pickOptions} />
        <PerDiemTariffsCard initial={perDiemTariffs} options={pickOptions} />
        <UsersPanel initial={people} currentUserId={user.id} />
      </div>
    </>
  );
}
