// The party resource: a customer of the account, with its company name only (as the spec and captures show).
import type { Resource } from "../http/jsonapi";
import type { Party } from "../world/parties";

export function partyResource(p: Party): Resource {
  return { id: p.id, type: "party", attributes: { company_name: p.companyName } };
}
