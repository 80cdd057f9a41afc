import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";

/** Names a browser on this machine uses for a loopback server. */
const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostnameOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a request's Host names this site: a loopback name or the configured public address. A page
 * elsewhere that rebinds its own name to 127.0.0.1 sends its own name as Host, so a server whose demo
 * passwords are public refuses it rather than letting that page sign in with them.
 */
export function isOwnHost(host: string | null): boolean {
  if (!host) return false;
  const hostname = hostnameOf(`http://${host}`);
  if (!hostname) return false;
  return loopbackNames.has(hostname) || hostname === hostnameOf(env.NEXTAUTH_URL) || hostname === hostnameOf(siteUrl);
}

/** Only a server with the public demo accounts refuses other names; behind a proxy, the proxy does. */
export const refusesOtherHosts = () => env.EMBEDDED_UPSTREAM;
