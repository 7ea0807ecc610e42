// Public API of the domain rules: framework-free, safe to import from both browser and server code.

export * from "./bucket";
export * from "./container-facts";
export * from "./container-phase";
export * from "./evaluate-container";
export * from "./fees";
export * from "./freshness";
export * from "./holds";
export * from "./iso6346";
export * from "./lfd";
export * from "./local-date";
export * from "./past-lfd";
export * from "./readiness";
export * from "./tracking-request-status";
export * from "./urgency-sort";
