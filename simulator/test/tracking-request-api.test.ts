import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

const tr = (attributes: Record<string, unknown>) => JSON.stringify({ data: { type: "tracking_request", attributes } });

async function createAndSettle(
  t: ReturnType<typeof testSimulator>,
  attributes: Record<string, unknown>,
  advance = "PT10S",
) {
  const created = await t.api("tracking_requests", { method: "POST", body: tr(attributes) });
  expect(created.status).toBe(201);
  expect(created.body.data.attributes.status).toBe("pending");
  expect(created.body.data.relationships.tracked_object.data).toBeNull();
  await t.control("/clock", { advance });
  return (await t.api(`tracking_requests/${created.body.data.id}?include=tracked_object`)).body;
}

describe("tracking requests", () => {
  it("succeeds for a new bill of lading and yields every container on the bill", async () => {
    const t = testSimulator();
    const res = await createAndSettle(t, {
      request_type: "bill_of_lading",
      request_number: "MAEU246813579",
      scac: "MAEU",
      ref_numbers: ["PO-1"],
    });
    expect(res.data.attributes.status).toBe("created");
    const shipment = res.included.find((r: Json) => r.type === "shipment");
    expect(shipment.attributes.bill_of_lading_number).toBe("MAEU246813579");
    const containers = shipment.relationships.containers.data;
    expect(containers.length).toBeGreaterThanOrEqual(1);
    for (const c of containers) expect((await t.api(`containers/${c.id}`)).status).toBe(200);
    const list = await t.api("shipments?number=MAEU246813579");
    expect(list.body.data).toHaveLength(1);
  });

  it("tracks a container number and rejects one failing the ISO 6346 check digit with 422", async () => {
    const t = testSimulator();
    // MSCU 123456: M24·1 + S30·2 + C13·4 + U32·8 + 1·16 + 2·32 + 3·64 + 4·128 + 5·256 + 6·512 = 5528, mod 11 = 6.
    const good = "MSCU1234566";
    const bad = "MSCU1234567";
    const rejected = await t.api("tracking_requests", {
      method: "POST",
      body: tr({ request_type: "container", request_number: bad, scac: "MSCU" }),
    });
    expect(rejected.status).toBe(422);
    expect(rejected.body.errors[0].source.pointer).toBe("/data/attributes/request_number");
    const res = await createAndSettle(t, { request_type: "container", request_number: good, scac: "MSCU" });
    expect(res.data.attributes.status).toBe("created");
    expect((await t.api(`containers?filter[number]=${good}`)).body.data).toHaveLength(1);
  });

  it("rejects blank numbers and unknown SCACs with pointers", async () => {
    const t = testSimulator();
    const blank = await t.api("tracking_requests", {
      method: "POST",
      body: tr({ request_type: "bill_of_lading", request_number: " ", scac: "" }),
    });
    expect(blank.status).toBe(422);
    const pointers = blank.body.errors.map((e: Json) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/data/attributes/request_number", "/data/attributes/scac"]));
    expect(blank.body.errors.find((e: Json) => e.source.pointer === "/data/attributes/request_number").detail).toBe(
      "Request number can't be blank",
    );
    const unknown = await t.api("tracking_requests", {
      method: "POST",
      body: tr({ request_type: "bill_of_lading", request_number: "XXXX1234567", scac: "ZZZZ" }),
    });
    expect(unknown.body.errors[0].detail).toBe("Scac 'ZZZZ' is not recognized");
    // Plain application/json bodies are accepted too.
    const plain = await t.api("tracking_requests", {
      method: "POST",
      body: tr({ request_type: "bill_of_lading", request_number: "MAEU111222333", scac: "MAEU" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(plain.status).toBe(201);
  });

  it("fails with the documented reasons", async () => {
    const t = testSimulator();
    const tracked = (await t.api("shipments?filter[tracking_stopped]=false")).body.data[0].attributes;
    const cases: [Record<string, unknown>, string][] = [
      [{ request_type: "bill_of_lading", request_number: "MAEUNOTFOUND1", scac: "MAEU" }, "not_found"],
      [{ request_type: "bill_of_lading", request_number: "AB", scac: "MAEU" }, "invalid_number"],
      [
        {
          request_type: "bill_of_lading",
          request_number: tracked.bill_of_lading_number,
          scac: tracked.shipping_line_scac,
        },
        "duplicate",
      ],
      [
        { request_type: "bill_of_lading", request_number: "QQQQ12345678", auto_detect_vocc_scac: true },
        "scac_auto_detect_failed",
      ],
      [{ request_type: "bill_of_lading", request_number: "TEST-TR-FAILED", scac: "TEST" }, "not_found"],
    ];
    for (const [attrs, reason] of cases) {
      const res = await createAndSettle(t, attrs);
      expect(res.data.attributes.status, JSON.stringify(attrs)).toBe("failed");
      expect(res.data.attributes.failed_reason).toBe(reason);
    }
    const ok = await createAndSettle(t, {
      request_type: "bill_of_lading",
      request_number: "TEST-TR-SUCCEEDED",
      scac: "TEST",
    });
    expect(ok.data.attributes.status).toBe("created");
    const detected = await createAndSettle(t, {
      request_type: "bill_of_lading",
      request_number: "CMDUSHA1234567",
      auto_detect_vocc_scac: true,
    });
    expect(detected.data.attributes.status).toBe("created");
    expect(detected.data.attributes.scac).toBe("CMDU");
  });

  it("moves awaiting_manifest to created after retries, or to expired after 7 days", async () => {
    const t = testSimulator();
    const waiting = await createAndSettle(t, {
      request_type: "bill_of_lading",
      request_number: "HLCUMANIFEST01",
      scac: "HLCU",
    });
    expect(waiting.data.attributes.status).toBe("awaiting_manifest");
    expect(waiting.data.attributes.is_retrying).toBe(true);
    const expiring = await createAndSettle(t, {
      request_type: "booking_number",
      request_number: "MANIFESTEXPIRE9",
      scac: "HLCU",
    });
    expect(expiring.data.attributes.status).toBe("awaiting_manifest");
    await t.control("/clock", { advance: "P1D" });
    expect((await t.api(`tracking_requests/${waiting.data.id}`)).body.data.attributes.status).toBe("created");
    expect((await t.api(`tracking_requests/${expiring.data.id}`)).body.data.attributes.status).toBe(
      "awaiting_manifest",
    );
    await t.control("/clock", { advance: "P7D" });
    const expired = (await t.api(`tracking_requests/${expiring.data.id}`)).body.data.attributes;
    expect(expired.status).toBe("failed");
    expect(expired.failed_reason).toBe("expired");
  });

  it("lists tracking requests newest first with filters", async () => {
    const t = testSimulator();
    await createAndSettle(t, { request_type: "bill_of_lading", request_number: "MAEU135792468", scac: "MAEU" });
    const list = await t.api("tracking_requests?filter[request_number]=MAEU135792468");
    expect(list.body.data).toHaveLength(1);
    const all = await t.api("tracking_requests?page[size]=10");
    const times = all.body.data.map((r: Json) => Date.parse(r.attributes.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const failedOnly = await t.api("tracking_requests?filter[status]=tracking_stopped&page[size]=100");
    expect(failedOnly.body.data.every((r: Json) => r.attributes.status === "tracking_stopped")).toBe(true);
  });

  it("infers carriers from numbers", async () => {
    const t = testSimulator();
    const infer = (number: string) =>
      t.api("tracking_requests/infer_number", {
        method: "POST",
        body: JSON.stringify({ number }),
        headers: { "Content-Type": "application/json" },
      });
    const container = await infer("MSKU1234565"); // check digit: 5560 mod 11
    expect(container.body.data.attributes.number_type).toBe("container");
    expect(container.body.data.attributes.validation.check_digit_passed).toBe(true);
    expect(container.body.data.attributes.shipping_line.selected.scac).toBe("MAEU");
    const bol = await infer("ONEYSH9AME650500");
    expect(bol.body.data.attributes.shipping_line.decision).toBe("auto_select");
    const lessor = await infer("TGHU1234567"); // check digit: 5529 mod 11
    expect(lessor.body.data.attributes.shipping_line.decision).toBe("no_prediction");
    expect((await infer("")).status).toBe(422);
  });
});
