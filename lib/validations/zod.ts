import { z } from "zod";

// The site's CSP has no 'unsafe-eval'. Without this, zod's first parse probes `new Function` to decide
// whether to compile validators, and the browser reports a CSP violation (Lighthouse: best practices).
z.config({ jitless: true });

export { z };
