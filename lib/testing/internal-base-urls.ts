// The six account base URLs the security review saved and connected to (issue 20), as it typed them: every test
// of the address check refuses these, and each adds its own spellings beside them.
export const FINDING_BASE_URLS = [
  "https://127.0.0.1:54379/v2",
  "https://169.254.169.254/v2",
  "https://[::1]:3700/v2",
  "https://127.1:3700/v2",
  "https://0x7f000001:3700/v2",
  "https://localhost:4070/v2",
] as const;
