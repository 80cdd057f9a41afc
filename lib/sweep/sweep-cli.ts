import { getStore, storeDb } from "@/lib/store";
import { env } from "@/lib/env";
import { sweepStore } from "./sweep";

// `npm run sweep`: the same sweep the app runs hourly, now, for a cron job or by hand.
async function main(): Promise<number> {
  const counts = await sweepStore(await storeDb());
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`Swept ${total} rows older than ${env.SWEEP_KEEP_DAYS} days or past their time: ${JSON.stringify(counts)}`);
  await (await getStore()).close().catch(() => undefined);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[sweep] failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
