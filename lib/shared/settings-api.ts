// The contract of the settings routes (/api/settings, /api/tariffs, /api/tariffs/per-diem, /api/admin/webhooks),
// shared by the route handlers and the settings screens. Request schemas are in lib/validations.
import type { LfdRule } from "@/lib/domain/lfd";
import type { EquipmentLength, PerDiemTariff } from "@/lib/domain/per-diem";
import type { DemurrageTariffEntry } from "@/lib/domain/tariff-match";

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

/** A saved tariff as the API returns it (what an admin entered: lib/validations/tariffs.ts). */
export type TariffView = DemurrageTariffEntry & { name: string; id: string; updatedAt: string };

/** A saved per-diem tariff as the API returns it (lib/validations/per-diem-tariffs.ts). */
export type PerDiemTariffView = PerDiemTariff & {
  lineScac: string;
  equipmentLength: EquipmentLength | null;
  name: string;
  id: string;
  updatedAt: string;
};

/** GET /api/tariffs and GET /api/tariffs/per-diem. */
export type TariffsResponse = { data: TariffView[] };
export type PerDiemTariffsResponse = { data: PerDiemTariffView[] };

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
