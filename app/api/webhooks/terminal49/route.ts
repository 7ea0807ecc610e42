import { NextResponse, type NextRequest } from "next/server";

import { toErrorResponse } from "@/lib/server/http-error";
import { readBody, WEBHOOK_BODY_BUDGET, WEBHOOK_BODY_LIMIT } from "@/lib/server/http/read-body";
import { recordWebhookIntake } from "@/lib/server/observability/counters";
import { observedRoute } from "@/lib/server/observability/observed-route";
import { receiveDelivery } from "@/lib/server/webhooks/inbox";
import { isSignatureShaped, SIGNATURE_HEADER } from "@/lib/server/webhooks/verify";
import { AppError } from "@/lib/shared/app-error";

export const dynamic = "force-dynamic";

const badSignature = () => new AppError("unauthorized", "Invalid or missing webhook signature.");

// Public: the tracking service posts here. A request without a well-formed signature header is refused before
// its body is read. Otherwise the body is read up to WEBHOOK_BODY_LIMIT (413 beyond, 408 when it trickles in,
// 503 while concurrent deliveries hold all of WEBHOOK_BODY_BUDGET) without buffering more, and the signature is
// checked on the raw bytes before anything is parsed: a bad one gets 401 with nothing stored. A valid delivery
// that is not a JSON object is 400; the rest are stored and acknowledged, and the worker processes them.
export const POST = observedRoute(async (request: NextRequest): Promise<Response> => {
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!isSignatureShaped(signature)) {
    // Nothing of the body is wanted: stop reading it and close the connection after the answer.
    request.body?.cancel().catch(() => undefined);
    recordWebhookIntake("refused");
    const response = toErrorResponse(badSignature());
    response.headers.set("Connection", "close");
    return response;
  }
  try {
    const raw = await readBody(request, { maxBytes: WEBHOOK_BODY_LIMIT, budget: WEBHOOK_BODY_BUDGET });
    const result = await receiveDelivery(raw, signature);
    if (result.status === 401) throw badSignature();
    recordWebhookIntake(result.duplicate ? "duplicate" : "stored");
    return NextResponse.json({ received: true, duplicate: result.duplicate });
  } catch (error) {
    recordWebhookIntake("refused");
    return toErrorResponse(error);
  }
});
