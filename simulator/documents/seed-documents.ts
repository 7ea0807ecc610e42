// Seeded inbound emails and documents for the demo account: arrival notices, delivery orders, bills of
// lading, invoices and multi-page packets that mention real shipments of the world, a few threads, and one
// HTML body with a <script> and an onerror attribute so the dashboard can prove it renders email inertly.
import { rngFor } from "../lib/prng";
import { DAY, HOUR, MINUTE, localDateString } from "../lib/time";
import { CARRIERS_BY_SCAC, PORTS_BY_CODE, TERMINALS_BY_ID, VESSELS } from "../world/reference-data";
import { valueAt } from "../world/container-state";
import type { ShipmentPlan } from "../world/types";
import type { World } from "../world/world";
import { md5Base64, type BlobStore } from "./blobs";
import { buildPdf } from "./pdf";
import type { DocumentStore, EmailSubmission } from "./document-store";

const DOCS_ALIAS = "docs+quayside-demo@terminal49.com";

function shipmentFacts(world: World, s: ShipmentPlan, at: number) {
  const containers = s.containerIdxs.map((i) => world.container(i));
  const first = containers[0];
  const state = first ? world.stateOf(first, at) : null;
  const tz = TERMINALS_BY_ID.get(s.podTerminalId)?.timeZone ?? "UTC";
  return {
    bol: s.bol,
    carrier: CARRIERS_BY_SCAC.get(s.scac)?.name ?? s.scac,
    vessel: VESSELS.find((v) => v.id === s.vesselId)?.name ?? "UNKNOWN",
    voyage: s.voyage,
    pol: PORTS_BY_CODE.get(s.polCode)?.name ?? s.polCode,
    pod: PORTS_BY_CODE.get(s.podCode)?.name ?? s.podCode,
    terminal: TERMINALS_BY_ID.get(s.podTerminalId)?.name ?? "",
    eta: localDateString(valueAt(s.podEta, at), tz),
    lfd: state?.pickupLfd ? localDateString(state.pickupLfd, tz) : "TBD",
    containers: containers.map((c) => c.number),
    customer: s.customerName ?? "Quayside Demo Drayage",
  };
}

type Facts = ReturnType<typeof shipmentFacts>;

const pageFor = {
  bill_of_lading: (f: Facts): string[] => [
    "BILL OF LADING",
    `Carrier: ${f.carrier}`,
    `B/L No: ${f.bol}`,
    `Shipper: Shenzhen Export Trading Co.`,
    `Consignee: ${f.customer}`,
    `Vessel: ${f.vessel} Voyage: ${f.voyage}`,
    `Port of Loading: ${f.pol}`,
    `Port of Discharge: ${f.pod}`,
    ...f.containers.map((n) => `Container: ${n}`),
  ],
  arrival_notice: (f: Facts): string[] => [
    "ARRIVAL NOTICE",
    `B/L No: ${f.bol}`,
    `Vessel: ${f.vessel} Voyage: ${f.voyage}`,
    `ETA: ${f.eta}`,
    `Terminal: ${f.terminal}`,
    `Last Free Day: ${f.lfd}`,
    ...f.containers.map((n) => `Container: ${n}`),
    "Total Charges: 1,250.00 USD",
  ],
  delivery_order: (f: Facts): string[] => [
    "DELIVERY ORDER",
    `B/L No: ${f.bol}`,
    `Pickup at: ${f.terminal}`,
    `Last Free Day: ${f.lfd}`,
    "Trucker: Quayside Demo Drayage",
    ...f.containers.map((n) => `Container: ${n}`),
  ],
  commercial_invoice: (f: Facts, n: number): string[] => [
    "COMMERCIAL INVOICE",
    `Invoice No: INV-${10020 + n}`,
    "Invoice Date: 2026-03-25",
    "Supplier: Acme Manufacturing Ltd",
    `Reference B/L No: ${f.bol}`,
    "Total: 12450.00",
    "Currency: USD",
  ],
  packing_list: (f: Facts): string[] => [
    "PACKING LIST",
    `B/L No: ${f.bol}`,
    ...f.containers.map((n) => `Container: ${n} - 1,120 cartons`),
  ],
};

export function seedDocuments(world: World, store: DocumentStore, blobs: BlobStore): void {
  const anchor = world.anchor;
  const rng = rngFor(world.seed, "emails");
  const candidates = world.shipments.filter(
    (s) => s.account === "demo" && s.createdAt <= anchor && Math.abs(s.podAta - anchor) < 10 * DAY,
  );
  if (candidates.length === 0) return;
  const pickShipment = (i: number): ShipmentPlan =>
    candidates[(i * 7 + 3) % candidates.length] ?? (candidates[0] as ShipmentPlan);

  const makeBlob = (filename: string, bytes: Buffer, createdAt: number) =>
    blobs.create(
      {
        account: "demo",
        filename,
        contentType: "application/pdf",
        byteSize: bytes.length,
        checksum: md5Base64(bytes),
        createdAt,
      },
      bytes,
    );

  const messageId = (i: number): string => `<sim-${world.seed}-${i}@mail.quayside.test>`;
  const emails: EmailSubmission[] = [];

  interface Template {
    subject: (f: Facts) => string;
    from: string;
    cc?: string[];
    body: (f: Facts) => string;
    contentType?: string;
    attachments: (f: Facts, i: number) => { name: string; pages: string[][] }[];
    replyTo?: number;
  }

  const templates: Template[] = [
    {
      subject: (f) => `Arrival Notice - B/L ${f.bol}`,
      from: "notices@carrier-notices.example",
      body: (f) => `Please find attached the arrival notice for B/L ${f.bol}. ETA ${f.eta}.`,
      attachments: (f) => [{ name: `AN ${f.bol}.pdf`, pages: [pageFor.arrival_notice(f)] }],
    },
    {
      subject: (f) => `RE: Arrival Notice - B/L ${f.bol}`,
      from: "ops@harborforwarding.example",
      cc: ["dispatch@quayside.example"],
      body: (f) => `Delivery order attached for ${f.bol}. Please schedule pickup before LFD ${f.lfd}.`,
      attachments: (f) => [{ name: `DO ${f.bol}.pdf`, pages: [pageFor.delivery_order(f)] }],
      replyTo: 0,
    },
    {
      subject: (f) => `Docs packet ${f.bol}`,
      from: "docs@harborforwarding.example",
      body: (f) => `Full packet for ${f.bol}: arrival notice, delivery order and invoice.`,
      attachments: (f, i) => [
        {
          name: `Packet ${f.bol}.pdf`,
          pages: [
            pageFor.arrival_notice(f),
            pageFor.delivery_order(f),
            pageFor.commercial_invoice(f, i),
            ["Invoice page 2", "Line items continued"],
          ],
        },
      ],
    },
    {
      subject: (f) => `Bill of lading ${f.bol}`,
      from: "export@shenzhen-trading.example",
      body: (f) => `Original BL ${f.bol} attached.`,
      attachments: (f) => [{ name: `MBL ${f.bol}.pdf`, pages: [pageFor.bill_of_lading(f)] }],
    },
    {
      subject: (f) => `URGENT: customs hold ${f.containers[0] ?? ""}`,
      from: "broker@customs-brokers.example",
      contentType: "text/html",
      body: (f) =>
        `<p>Customs placed a hold on <b>${f.containers[0] ?? ""}</b>.</p><script>alert('xss')</script><img src="x" onerror="alert('xss')"><p>Entry summary attached.</p>`,
      attachments: (f) => [
        {
          name: `Entry ${f.bol}.pdf`,
          pages: [["ENTRY SUMMARY", `B/L No: ${f.bol}`, ...f.containers.map((n) => `Container: ${n}`)]],
        },
      ],
    },
    {
      subject: (f) => `Invoice for ${f.bol}`,
      from: "ap@acme-manufacturing.example",
      body: (f) => `Invoice attached for shipment ${f.bol}.`,
      attachments: (f, i) => [{ name: `invoice INV-${10020 + i}.pdf`, pages: [pageFor.commercial_invoice(f, i)] }],
    },
    {
      subject: (f) => `Packing list ${f.bol}`,
      from: "export@shenzhen-trading.example",
      body: () => "Packing list attached.",
      attachments: (f) => [{ name: `PL ${f.bol}.pdf`, pages: [pageFor.packing_list(f)] }],
    },
    {
      subject: (f) => `RE: RE: Arrival Notice - B/L ${f.bol}`,
      from: "dispatch@quayside.example",
      body: () => "Thanks, booked an appointment for tomorrow morning.",
      attachments: () => [],
      replyTo: 1,
    },
    {
      subject: (f) => `Docs for ${f.bol} (2 files)`,
      from: "docs@harborforwarding.example",
      body: (f) => `Arrival notice and delivery order for ${f.bol}.`,
      attachments: (f) => [
        { name: `AN ${f.bol}.pdf`, pages: [pageFor.arrival_notice(f)] },
        { name: `DO ${f.bol}.pdf`, pages: [pageFor.delivery_order(f)] },
      ],
    },
    {
      subject: (f) => `Packet - ${f.customer}`,
      from: "docs@harborforwarding.example",
      body: () => "Combined documents attached.",
      attachments: (f) => [
        {
          name: `combined ${f.bol}.pdf`,
          pages: [pageFor.bill_of_lading(f), pageFor.packing_list(f), pageFor.delivery_order(f)],
        },
      ],
    },
    {
      subject: (f) => `Updated LFD for ${f.bol}`,
      from: "notices@carrier-notices.example",
      body: (f) => `The terminal extended the last free day for ${f.bol} to ${f.lfd}.`,
      attachments: () => [],
    },
    {
      subject: (f) => `Arrival Notice - B/L ${f.bol}`,
      from: "notices@carrier-notices.example",
      body: (f) => `Arrival notice for ${f.bol}.`,
      attachments: (f) => [{ name: `AN ${f.bol}.pdf`, pages: [pageFor.arrival_notice(f)] }],
    },
  ];

  // Most emails are in the past; two arrive after the anchor so the inbox keeps moving.
  const offsets = templates.map((_, i) =>
    i < templates.length - 2
      ? -((templates.length - i) * 9 * HOUR) + rng.int(0, 90) * MINUTE
      : (i - templates.length + 3) * 3 * HOUR,
  );
  templates.forEach((tpl, i) => {
    const replyTarget = tpl.replyTo !== undefined ? emails[tpl.replyTo] : undefined;
    const s = replyTarget
      ? (world.shipmentsByNumber(replyTarget.subject.split(" ").pop() ?? "")[0] ?? pickShipment(i))
      : pickShipment(i);
    const sentAt = anchor + (offsets[i] ?? 0);
    const facts = shipmentFacts(world, s, Math.min(anchor, sentAt));
    const email: EmailSubmission = {
      id: store.nextId("email_submission"),
      account: "demo",
      subject: tpl.subject(facts),
      body: tpl.body(facts),
      from: [tpl.from],
      to: [DOCS_ALIAS],
      cc: tpl.cc ?? [],
      sentAt,
      messageId: messageId(i),
      inReplyTo: replyTarget ? replyTarget.messageId : null,
      references: replyTarget ? [...replyTarget.references, replyTarget.messageId] : [],
      contentType: tpl.contentType ?? (tpl.attachments(facts, i).length ? "multipart/mixed" : "text/plain"),
      createdAt: sentAt + 40_000,
      documentIds: [],
    };
    emails.push(email);
    store.emails.set(email.id, email);
    for (const att of tpl.attachments(facts, i)) {
      const bytes = buildPdf(att.pages, att.name);
      const blob = makeBlob(att.name, bytes, email.createdAt);
      const doc = store.create({
        account: "demo",
        name: att.name,
        blob,
        source: "email",
        createdAt: email.createdAt + 5_000,
        emailSubmissionId: email.id,
      });
      email.documentIds.push(doc.id);
    }
  });

  // A few documents uploaded directly (web upload and API).
  for (let i = 0; i < 4; i += 1) {
    const s = pickShipment(i + 20);
    const f = shipmentFacts(world, s, anchor);
    const kind =
      (["bill_of_lading", "arrival_notice", "commercial_invoice", "delivery_order"] as const)[i] ?? "bill_of_lading";
    const pages = [kind === "commercial_invoice" ? pageFor.commercial_invoice(f, 90 + i) : pageFor[kind](f)];
    const name = `${kind.replace(/_/g, " ")} ${f.bol}.pdf`;
    const bytes = buildPdf(pages, name);
    const createdAt = anchor - (i + 1) * 17 * HOUR;
    store.create({
      account: "demo",
      name,
      blob: makeBlob(name, bytes, createdAt),
      source: i % 2 === 0 ? "upload" : "api",
      createdAt,
    });
  }
}
