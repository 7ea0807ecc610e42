// The flags every Chromium this project starts runs with (the e2e browser, the dispute pack's printer): no sandbox
// (containers run as root), no GPU, and nothing that reaches out to the network on its own.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
