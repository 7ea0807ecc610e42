// `npm run build`: the production build `npm start` makes, ahead of time: on a build machine, or before
// `npm prune --omit=dev` takes the build tools away. Like `npm start`, it skips a build whose sources are
// unchanged (the source hash it records is the one `npm start` checks), so the start does not build again.
import { childEnv } from "../lib/env.mjs";

import { buildIfNeeded } from "./lib/build-if-needed";

await buildIfNeeded(childEnv({ NODE_ENV: "production" }), (line) => console.log(line));
