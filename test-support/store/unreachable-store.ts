import { createServer } from "node:net";
import { resetStoreForTests } from "@/lib/store";

/** A loopback port nothing listens on: one the system just gave out and took back. */
export async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Points getStore() at a PostgreSQL that refuses connections, as during a restart: every use throws ECONNREFUSED. */
export async function useUnreachableStore(): Promise<void> {
  await resetStoreForTests({ databaseUrl: `postgres://site:secret@127.0.0.1:${await refusedPort()}/site` });
}
