// A port nothing listens on now, for a child process that must be told its port up front (`next start -p`,
// the simulator's SIM_PORT). The system picks it (port 0), so runs never collide with `npm start` or each other.
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
