// Parties: GET /parties (pages of 25 with meta.pagination, as captured), POST /parties, GET and PATCH
// /parties/{id}. A company name is required and unique within the account (422 otherwise).
import type { Context, Hono } from "hono";
import type { SimulatorCore } from "../core";
import { resourceContext, requestUrl, type AppEnv } from "../http/env";
import { jsonApi, notFound, unprocessable } from "../http/api-errors";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, readJsonOr400, readPageOr400 } from "../http/request-input";
import { partyResource } from "../resources/party";
import type { AccountName } from "../world/reference-data";

const POINTER = "/data/attributes/company_name";

/** The trimmed company name from a party body, or the 422 to answer. */
function companyNameOr422(
  c: Context,
  core: SimulatorCore,
  account: AccountName,
  body: unknown,
  exceptId?: string,
): string | Response {
  const raw = attributesOf(body).company_name;
  const name = typeof raw === "string" ? raw.trim() : "";
  if (name === "") return unprocessable(c, POINTER, "Company name can't be blank", "blank");
  if (name.length > 255)
    return unprocessable(c, POINTER, "Company name is too long (maximum is 255 characters)", "too_long");
  if (core.world.parties.nameTaken(account, name, exceptId))
    return unprocessable(c, POINTER, "Company name has already been taken", "taken");
  return name;
}

export function registerParties(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.get("/parties", (c) => {
    const page = readPageOr400(c, 25);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const all = core.world.parties.list(ctx.account, ctx.now);
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), paginate(all, page).map(partyResource), all.length, page, {
        meta: "pagination",
      }),
    );
  });

  app.post("/parties", async (c) => {
    const ctx = resourceContext(c, core);
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const name = companyNameOr422(c, core, ctx.account, body);
    if (name instanceof Response) return name;
    const party = core.world.parties.create(ctx.account, name, ctx.now);
    return jsonApi(c, { data: partyResource(party), links: { self: `/v2/parties/${party.id}` } }, 201);
  });

  app.get("/parties/:id", (c) => {
    const ctx = resourceContext(c, core);
    const party = core.world.parties.get(ctx.account, c.req.param("id"), ctx.now);
    if (!party) return notFound(c, "Party");
    return jsonApi(c, { data: partyResource(party), links: { self: requestUrl(c, core).toString() } });
  });

  app.patch("/parties/:id", async (c) => {
    const ctx = resourceContext(c, core);
    const party = core.world.parties.get(ctx.account, c.req.param("id"), ctx.now);
    if (!party) return notFound(c, "Party");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const name = companyNameOr422(c, core, ctx.account, body, party.id);
    if (name instanceof Response) return name;
    core.world.parties.rename(party, name, ctx.now);
    return jsonApi(c, { data: partyResource(party), links: { self: `/v2/parties/${party.id}` } });
  });
}
