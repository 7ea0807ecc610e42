import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/lib/server/auth/session";
import { workspaceCurrency } from "@/lib/server/cache/evaluation-inputs";
import { listArchivedAccounts } from "@/lib/server/archived-accounts";
import { listPerDiemTariffs } from "@/lib/server/reports/per-diem-tariff-store";
import { listTariffs } from "@/lib/server/reports/tariff-store";
import { getSettingsView } from "@/lib/server/settings";
import { tariffPickOptions } from "@/lib/server/tariff-pick-options";
import { listUsers } from "@/lib/server/users";

import { ArchivedAccountsCard } from "./_components/archived-accounts-card";
import { ConnectionForm } from "./_components/connection-form";
import { CurrencyCard } from "./_components/currency-card";
import { LfdRuleForm } from "./_components/lfd-rule-form";
import { LiveUpdatesCard } from "./_components/live-updates-card";
import { PerDiemTariffsCard } from "./_components/per-diem-tariffs-card";
import { TariffsCard } from "./_components/tariffs-card";
import { UsersPanel } from "./_components/users-panel";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requirePageUser("administer");
  const [settings, people, tariffs, perDiemTariffs, pickOptions, archives, currency] = await Promise.all([
    getSettingsView(user.workspaceId),
    listUsers(user.workspaceId),
    listTariffs(user.workspaceId),
    listPerDiemTariffs(user.workspaceId),
    tariffPickOptions(user.workspaceId),
    listArchivedAccounts(user.workspaceId),
    workspaceCurrency(user.workspaceId),
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
        <ArchivedAccountsCard initial={{ data: archives }} />
        <LfdRuleForm initial={settings.lfdRule} />
        <LiveUpdatesCard />
        <CurrencyCard initial={currency} />
        <TariffsCard initial={tariffs} options={pickOptions} />
        <PerDiemTariffsCard initial={perDiemTariffs} options={pickOptions} />
        <UsersPanel initial={people} currentUserId={user.id} />
      </div>
    </>
  );
}
