import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createEmbeddedUpstream, type EmbeddedUpstream, type EmbeddedUpstreamOptions } from "@/upstream-reference/src";
import { siteServices } from "@/lib/upstream/embedded";
import { openMigrated } from "@/lib/store/open";
import { openDatabase } from "@/upstream-reference/src/database";
import { migrations } from "@/upstream-reference/src/migrations";
import { migratedPglite } from "@/test-support/store/pglite-template";
import type { MailMessage } from "@/lib/mail/message";

/** A clock tests can move forward. */
export function testClock(start = Date.now()) {
  let offset = 0;
  return { now: () => start + offset + (Date.now() - start), advance: (ms: number) => void (offset += ms) };
}

const migratedUpstream = migratedPglite("upstream", JSON.stringify(migrations), (createPglite) =>
  openDatabase(openMigrated, { createPglite }),
);

/** An embedded upstream on a fresh PGlite folder in the temp dir; `cleanup` closes and deletes it. */
export function freshEmbedded(
  options: Omit<EmbeddedUpstreamOptions, "pgliteDir" | "createPglite" | keyof ReturnType<typeof siteServices>> & {
    sendMail?: (message: MailMessage) => Promise<void>;
  } = {},
): {
  upstream: EmbeddedUpstream;
  dir: string;
  cleanup(): Promise<void>;
} {
  const dir = mkdtempSync(path.join(tmpdir(), "upstream-test-"));
  const { sendMail, ...rest } = options;
  const upstream = createEmbeddedUpstream({
    ...rest,
    ...siteServices(sendMail),
    pgliteDir: path.join(dir, "pglite"),
    createPglite: migratedUpstream,
  });
  return {
    upstream,
    dir,
    async cleanup() {
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
