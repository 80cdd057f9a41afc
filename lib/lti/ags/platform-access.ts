import "server-only";
import type { StoreDb } from "@/lib/store";
import { signClientAssertion } from "../nrps/client-assertion";
import { platformFetch, type PlatformFetch } from "../platform-address/platform-fetch";
import { platformHosts } from "../platform-hosts";
import type { Platform } from "../platform-schema";
import { signingKey } from "../store/tool-keys";

/** How the tool speaks to one platform's services: its client assertion, and a fetch held to the platform's own hosts. */
export interface PlatformAccess {
  assertion: () => Promise<string>;
  fetchImpl: PlatformFetch;
}

export function platformAccess(db: StoreDb, platform: Platform): PlatformAccess {
  return {
    assertion: async () => signClientAssertion(await signingKey(db), platform.clientId, platform.tokenUrl),
    fetchImpl: platformFetch({ allowedHosts: platformHosts(platform) }),
  };
}
