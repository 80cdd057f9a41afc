/** The empty page the bench measures the site against (bench/lib/baseline-app.mjs builds it). */
// A copy of the site's security-headers.mjs, put beside this file by bench/lib/baseline-app.mjs.
import { securityHeaders } from "./site-headers.mjs";

export default {
  poweredByHeader: false,
  async headers() {
    return [{ source: "/with-the-site-headers", headers: securityHeaders({ production: true }) }];
  },
};
