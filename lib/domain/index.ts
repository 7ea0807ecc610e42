// Public API of the domain rules: framework-free, safe to import from both browser and server code.

export * from "./bucket";
export * from "./container-facts";
export * from "./container-phase";
export * from "./evaluate-container";
export * from "./fees";
export * from "./freshness";
export * from "./holds";
export * from "./import-deadlines";
export * from "./iso6346";
export * from "./lens-keys";
export * from "./lenses";
export * from "./lfd";
export * from "./local-date";
export * from "./money-at-risk";
export * from "./next-time-change";
export * from "./per-diem";
export * from "./past-lfd";
export * from "./readiness";
export * from "./return-by";
export * from "./tariff-match";
export * from "./tracking-request-status";
export * from "./transport-events";
export * from "./urgency-sort";
