// The contract of the settings routes (/api/settings, /api/settings/currency, /api/tariffs, /api/tariffs/per-diem,
// /api/admin/webhooks), shared by the route handlers and the settings screens. Request schemas are in
// lib/validations.
import type { LfdRule } from "@/lib/domain/lfd";
import type { EquipmentLength, PerDiemTariff } from "@/lib/domain/per-diem";
import type { DemurrageTariffEntry } from "@/lib/domain/tariff-match";
import type { TariffVersionInfo } from "@/lib/domain/tariff-version";

/**
 * Where a workspace's tracking data comes from: the service with its saved account key ("live"), its own
 * account on the simulated service ("simulated", while the simulator is enabled), or nowhere yet: no key is
 * saved and the simulator is off, so nothing is fetched until an admin saves one ("unconfigured").
 */
export type WorkspaceMode = "simulated" | "live" | "unconfigured";

/** GET/PUT /api/settings: the connection (the key only masked) and the LFD rule. */
export type SettingsView = {
  mode: WorkspaceMode;
  apiKeyMasked: string | null;
  apiKeyUpdatedAt: string | null;
  baseUrl: string;
  lfdRule: LfdRule;
};

/**
 * What every tariff version carries besides its rates (lib/domain/tariff-version.ts). `id` is the tariff, shared by
 * its versions (PUT, PATCH and DELETE /api/tariffs/{id} take it); `versionId` is the version. An edit adds a
 * version, a delete ends the last one: versions are never rewritten.
 */
export type TariffVersionView = TariffVersionInfo & {
  id: string;
  /** In force today (the workspace's clock). */
  inForce: boolean;
  /** Who made the version ("" for one saved before versions were kept, or by the system). */
  createdByLabel: string;
  createdAt: string;
  updatedAt: string;
};

/** A saved tariff version as the API returns it (what an admin entered: lib/validations/tariffs.ts). */
export type TariffView = DemurrageTariffEntry & TariffVersionView;

/** A saved per-diem tariff version as the API returns it (lib/validations/per-diem-tariffs.ts). */
export type PerDiemTariffView = PerDiemTariff &
  TariffVersionView & {
    lineScac: string;
    equipmentLength: EquipmentLength | null;
  };

/**
 * GET /api/tariffs and GET /api/tariffs/per-diem: each tariff still in use, as its newest version. GET
 * /api/tariffs/{id}/versions and /api/tariffs/per-diem/{id}/versions: every version of one tariff, newest first.
 */
export type TariffsResponse = { data: TariffView[] };
export type PerDiemTariffsResponse = { data: PerDiemTariffView[] };

/** GET and PUT /api/settings/currency: the currency a sort by money compares first (lib/domain/money-sort.ts). */
export type WorkspaceCurrencyView = { currency: string };

/** One choice in a tariff form's terminal or line list: the code the tariff stores and what people read. */
export type TariffPickOption = { value: string; label: string };
/** The terminals (FIRMS code, or the service's id where a terminal has none) and lines (SCAC) this account knows. */
export type TariffPickOptions = { terminals: TariffPickOption[]; lines: TariffPickOption[] };

export type LiveUpdatesStatus = {
  connected: boolean;
  url: string | null;
  connectedAt: string | null;
  /** The scheduled registration check (registration-check.ts): last run, and the last time it registered again and why. */
  checkedAt: string | null;
  reregisteredAt: string | null;
  reregisterReason: string | null;
};

/** A webhook delivery the inbox could not process. */
export type FailedWebhook = {
  id: string;
  notificationId: string;
  event: string | null;
  attempts: number;
  lastError: string | null;
  receivedAt: string;
};

/** GET /api/admin/webhooks (admins): live updates, the sync's freshness, inbox counts per status and the failed deliveries. */
export type WebhookStatus = LiveUpdatesStatus & {
  freshness: { lastSyncAt: string | null; upstreamReachable: boolean; upstreamDownSince: string | null };
  inbox: Record<string, number>;
  failed: FailedWebhook[];
};
