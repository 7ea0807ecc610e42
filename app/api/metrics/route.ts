import type { NextRequest } from "next/server";

import { metricsResponse } from "@/lib/server/observability/metrics-scrape";
import { observedRoute } from "@/lib/server/observability/observed-route";

export const dynamic = "force-dynamic";

// Prometheus scrapes this (README, Monitoring). No session: a bearer token from METRICS_TOKEN instead, and the
// route is off (404) while that is unset.
export const GET = observedRoute(async (request: NextRequest) => metricsResponse(request));
