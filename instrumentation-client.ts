// Runs in the browser before the app's own modules. Zod compiles object parsers with `new Function` after
// probing whether eval is allowed; under the pages' Content-Security-Policy (no 'unsafe-eval', see proxy.ts)
// that probe is refused and reported as a violation on every page. Jitless mode never probes: the same
// validation, interpreted.
import { z } from "zod";

z.config({ jitless: true });
