// Demo data: `npm run db:seed` (also run by `npm start` in demo mode).
import { db } from "../lib/server/db";

import { seedDemo } from "./seed/demo";

const workspace = await seedDemo(db);
console.log(`seed: workspace "${workspace.name}" ready`);
await db.$disconnect();
