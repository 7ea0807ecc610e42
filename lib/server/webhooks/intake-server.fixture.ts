// Child process of cluster.int.test.ts: one "app instance" for webhook intake (lib/testing/webhook-intake-server.ts),
// which prints its port.
import { webhookIntakeServer } from "@/lib/testing/webhook-intake-server";

const server = webhookIntakeServer();
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
