import { NextResponse, type NextRequest } from "next/server";

import { toErrorResponse } from "@/lib/server/http-error";
import { receiveDelivery } from "@/lib/server/webhooks/inbox";
import { SIGNATURE_HEADER } from "@/lib/server/webhooks/verify";

export const dynamic = "force-dynamic";

const MAX_BYTES = 5 * 1024 * 1024;

// Public: the tracking service posts here. The signature is checked on the raw bytes before anything is
// parsed; a missing or bad one gets 401 and nothing is stored. A valid delivery is stored and acknowledged;
// the worker processes it.
export async function POST(request: NextRequest): Promise<Response> {
  try {
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_BYTES) return NextResponse.json({ error: { code: "payload_too_large", message: "Delivery too large." } }, { status: 413 });
    const raw = Buffer.from(await request.arrayBuffer());
    if (raw.length > MAX_BYTES) return NextResponse.json({ error: { code: "payload_too_large", message: "Delivery too large." } }, { status: 413 });
    const result = await receiveDelivery(raw, request.headers.get(SIGNATURE_HEADER));
    if (result.status === 401) return NextResponse.json({ error: { code: "unauthorized", message: "Invalid or missing webhook signature." } }, { status: 401 });
    return NextResponse.json({ received: true, duplicate: result.duplicate });
  } catch (error) {
    return toErrorResponse(error);
  }
}
