// The instant integration tests start their simulated worlds at. Fixed by default so runs repeat; set
// QUAYSIDE_TEST_SIM_START to run the suite at another instant (a Friday night, a DST change day): a test that
// passes only at the default picked its data by accident.
import { env } from "@/lib/env.mjs";

export const SIM_START = env.QUAYSIDE_TEST_SIM_START;
