import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { containerLinks } from "./container-links";
import { filterOptionsFor } from "./filter-options";

// The drawer's documents and emails, and the board's filter choices, from rows written here: each expected value
// is the scenario's, and another workspace's rows never show.

const NOW = new Date("2026-11-20T12:00:00Z");

async function container(
  workspaceId: string,
  fields: {
    number: string;
    shipment?: string;
    bol?: string;
    terminal?: [string, string];
    line?: string;
    customer?: string;
    tags?: string[];
    status?: string;
    bucket?: string;
  },
) {
  return db.container.create({
    data: {
      workspaceId,
      upstreamId: randomUUID(),
      number: fields.number,
      shipmentUpstreamId: fields.shipment ?? null,
      billOfLading: fields.bol ?? null,
      podTerminalUpstreamId: fields.terminal?.[0] ?? null,
      terminalName: fields.terminal?.[1] ?? null,
      shippingLineScac: fields.line ?? null,
      customerName: fields.customer ?? null,
      tags: fields.tags ?? [],
      currentStatus: fields.status ?? "available",
      bucket: fields.bucket ?? "ready",
      bucketRank: 5,
      evaluatedAt: NOW,
      raw: {},
      observedAt: NOW,
    },
  });
}

async function document(
  workspaceId: string,
  name: string,
  links: { containers?: string[]; shipments?: string[]; references?: string[]; email?: string },
) {
  return db.document.create({
    data: {
      workspaceId,
      upstreamId: randomUUID(),
      name,
      raw: {},
      containerUpstreamIds: links.containers ?? [],
      shipmentUpstreamIds: links.shipments ?? [],
      references: links.references ?? [],
      emailSubmissionUpstreamId: links.email ?? null,
      upstreamCreatedAt: NOW,
    },
  });
}

async function email(workspaceId: string, subject: string, body = "") {
  return db.emailSubmission.create({
    data: { workspaceId, upstreamId: randomUUID(), subject, sentAt: NOW, raw: { attributes: { body } } },
  });
}

describe("documents and emails linked to a container", () => {
  let ws = "";
  let other = "";
  beforeAll(async () => {
    ws = (await createTestWorkspace(["dispatcher"])).workspace.id;
    other = (await createTestWorkspace(["dispatcher"])).workspace.id;
  });

  it("lists what names the box, its shipment or its numbers, with the emails they came with", async () => {
    const shipment = randomUUID();
    const box = await container(ws, { number: "MSCU1234566", shipment, bol: "MEDU9000001" });
    const neighbour = await container(ws, { number: "TGHU7654321" });
    const mailed = await email(ws, "Arrival notice");
    const direct = await document(ws, "AN.pdf", { containers: [box.upstreamId], email: mailed.upstreamId });
    const viaShipment = await document(ws, "DO.pdf", { shipments: [shipment] });
    const byNumber = await document(ws, "Entry.pdf", { references: ["MEDU9000001"] });
    await document(ws, "Other.pdf", { containers: [neighbour.upstreamId], references: ["TGHU7654321"] });
    const hold = await email(ws, "URGENT: customs hold", "<p>Customs placed a hold on <b>MSCU1234566</b>.</p>");
    const subject = await email(ws, "Invoice for mscu1234566");
    await email(ws, "Unrelated", "TGHU7654321 is ready");
    // Another workspace's document naming the same numbers is not this box's.
    await document(other, "Foreign.pdf", { references: ["MSCU1234566", "MEDU9000001"] });
    await email(other, "MSCU1234566 hold");

    const links = await containerLinks(ws, box.id);
    expect(Object.fromEntries(links.documents.map((d) => [d.id, d.via]))).toEqual({
      [direct.id]: "container",
      [viaShipment.id]: "shipment",
      [byNumber.id]: "reference",
    });
    expect(links.documents.find((d) => d.id === direct.id)?.emailId).toBe(mailed.id);
    expect(Object.fromEntries(links.emails.map((e) => [e.id, e.via]))).toEqual({
      [mailed.id]: "container",
      [hold.id]: "reference",
      [subject.id]: "reference",
    });
  });

  it("answers not found for another workspace's container or a malformed id", async () => {
    const foreign = await container(other, { number: "CAIU1111110" });
    await expect(containerLinks(ws, foreign.id)).rejects.toBeInstanceOf(AppError);
    await expect(containerLinks(ws, "not-an-id")).rejects.toBeInstanceOf(AppError);
  });
});

describe("filter options over the whole board", () => {
  it("counts every box on the board of the workspace, leaving returned boxes and other workspaces out", async () => {
    const ws = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const other = (await createTestWorkspace(["dispatcher"])).workspace.id;
    await container(ws, {
      number: "AAAU0000001",
      terminal: ["t-1", "Pier 400"],
      line: "MAEU",
      customer: "Acme",
      tags: ["hot"],
      status: "available",
    });
    await container(ws, {
      number: "AAAU0000002",
      terminal: ["t-1", "Pier 400"],
      line: "MSCU",
      customer: "Acme",
      tags: ["hot", "reefer"],
      status: "not_available",
    });
    await container(ws, { number: "AAAU0000003", terminal: ["t-2", "Maher"], line: "MAEU", status: "on_ship" });
    await container(ws, {
      number: "AAAU0000004",
      terminal: ["t-3", "Returned Only"],
      line: "ZIMU",
      tags: ["gone"],
      status: "empty_returned",
      bucket: "done",
    });
    await container(other, {
      number: "BBBU0000001",
      terminal: ["t-9", "Elsewhere"],
      line: "HLCU",
      customer: "Foreign",
      tags: ["x"],
    });
    await db.party.create({
      data: { workspaceId: ws, upstreamId: "party-idle", companyName: "Next Week Co", raw: {} },
    });

    const options = await filterOptionsFor(ws);
    expect(options.terminals).toEqual([
      { value: "t-2", label: "Maher", count: 1 },
      { value: "t-1", label: "Pier 400", count: 2 },
    ]);
    expect(options.lines.map((l) => [l.value, l.count])).toEqual([
      ["MAEU", 2],
      ["MSCU", 1],
    ]);
    expect(options.customers).toEqual([
      { value: "Acme", label: "Acme", count: 2 },
      { value: "party-idle", label: "Next Week Co", count: 0 },
    ]);
    expect(options.tags).toEqual([
      { value: "hot", label: "hot", count: 2 },
      { value: "reefer", label: "reefer", count: 1 },
    ]);
    expect(options.statuses.map((s) => [s.value, s.label, s.count])).toEqual([
      ["available", "available", 1],
      ["not_available", "not available", 1],
      ["on_ship", "on ship", 1],
    ]);
  });
});
