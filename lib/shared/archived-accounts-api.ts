// The contract of /api/settings/archived-accounts (lib/server/archived-accounts.ts): the accounts this workspace
// switched away from, whose data is kept read-only and apart, for the Settings page's section.

export type ArchivedAccountCounts = {
  boxes: number;
  /** The team's notes on those boxes (deleted ones left out). */
  notes: number;
  /** History rows: recorded changes, transport events and day records. */
  history: number;
  documents: number;
};

export type ArchivedAccountView = {
  id: string;
  /** The account as people know it: never its key, at most the key's last four characters. */
  label: string;
  archivedAt: string;
  counts: ArchivedAccountCounts;
};

export type ArchivedAccountsResponse = { data: ArchivedAccountView[] };
