// Parties: the account's customers. Shipments are tracked for one (the tracking request's `customer`
// relationship), and a shipment's customer_name is its party's current company name, so renaming a party
// renames it everywhere. Seeded per account from a fixed list; created and renamed through /parties.
import { stableUuid } from "../lib/prng";
import { DAY } from "../lib/time";
import type { AccountName } from "./reference-data";

export const CUSTOMERS = [
  "Acme Home Goods",
  "Blue Ridge Furniture",
  "Cascade Outdoor Supply",
  "Delta Auto Parts",
  "Evergreen Grocers",
  "Frontier Apparel",
  "Golden Gate Electronics",
  "Harbor Tile & Stone",
  "Ironwood Tools",
  "Juniper Beverages",
] as const;

/** Seeded accounts with customers; the free account has none. */
const SEEDED_ACCOUNTS: readonly AccountName[] = ["demo", "trial"];

export interface Party {
  id: string;
  account: AccountName;
  companyName: string;
  createdAt: number;
  updatedAt: number;
}

export const partyId = (seed: number, account: AccountName, name: string): string =>
  stableUuid(seed, "party", account, name);

export class PartyStore {
  private readonly byId = new Map<string, Party>();
  private counter = 0;

  constructor(
    private readonly seed: number,
    anchor: number,
  ) {
    for (const account of SEEDED_ACCOUNTS) {
      CUSTOMERS.forEach((name, i) => {
        const createdAt = anchor - 400 * DAY + i * DAY;
        this.byId.set(partyId(seed, account, name), {
          id: partyId(seed, account, name),
          account,
          companyName: name,
          createdAt,
          updatedAt: createdAt,
        });
      });
    }
  }

  /** The account's parties visible at `now`, oldest first. */
  list(account: AccountName, now: number): Party[] {
    return [...this.byId.values()]
      .filter((p) => p.account === account && p.createdAt <= now)
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  get(account: AccountName, id: string, now: number): Party | undefined {
    const p = this.byId.get(id);
    return p && p.account === account && p.createdAt <= now ? p : undefined;
  }

  /** The party behind a shipment's customerId, regardless of clock (a shipment never outlives its party). */
  byShipmentCustomer(id: string | null): Party | undefined {
    return id === null ? undefined : this.byId.get(id);
  }

  nameTaken(account: AccountName, name: string, exceptId?: string): boolean {
    const wanted = name.trim().toLowerCase();
    for (const p of this.byId.values())
      if (p.account === account && p.id !== exceptId && p.companyName.toLowerCase() === wanted) return true;
    return false;
  }

  create(account: AccountName, companyName: string, now: number): Party {
    this.counter += 1;
    const party: Party = {
      id: stableUuid(this.seed, "party", "new", this.counter),
      account,
      companyName: companyName.trim(),
      createdAt: now,
      updatedAt: now,
    };
    this.byId.set(party.id, party);
    return party;
  }

  rename(party: Party, companyName: string, now: number): Party {
    party.companyName = companyName.trim();
    party.updatedAt = now;
    return party;
  }
}
