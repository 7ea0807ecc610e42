// The connections a backup and a restore open.
import pg from "pg";

/**
 * A connected client. A connection that drops (the server stopped, the network) fails the query in progress,
 * which reports it; the client's own 'error' event is listened to only so that it cannot end the process first.
 */
export async function openConnection(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** Runs `work` on a connection of its own, closed afterwards. */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await openConnection(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
