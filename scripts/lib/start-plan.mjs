// What `npm start` runs (scripts/start.mjs), worked out from its environment alone so a test can read it.

/**
 * @param {Record<string, string | undefined>} env the server's environment (serverEnv's)
 * @returns {{ embedded: boolean, hostname: string | undefined, args: string[], notices: string[] }}
 */
export function startPlan(env) {
  const embedded =
    !env.UPSTREAM_API_URL && !env.UPSTREAM_ADMIN_API_URL && !env.UPSTREAM_CONTACT_API_URL && (env.EMBEDDED_UPSTREAM ?? "true") === "true";
  const notices = [];
  // The demo accounts' passwords are in the README: with them, only this machine is let in
  // unless HOSTNAME names another address on purpose.
  const hostname = env.HOSTNAME || (embedded ? "127.0.0.1" : undefined);
  if (embedded) {
    notices.push("No upstream address set: the reference upstream runs in-process, with the demo accounts (EMBEDDED_UPSTREAM).");
    notices.push(
      env.HOSTNAME
        ? `Listening on ${env.HOSTNAME}:${env.PORT} as HOSTNAME says: the demo accounts' public passwords work for anyone who reaches it.`
        : `Listening on 127.0.0.1:${env.PORT} only, because the demo accounts' passwords are public; HOSTNAME=0.0.0.0 npm start listens on every interface.`,
    );
  }
  const args = ["start", "--port", String(env.PORT), ...(hostname ? ["--hostname", hostname] : [])];
  return { embedded, hostname, args, notices };
}
