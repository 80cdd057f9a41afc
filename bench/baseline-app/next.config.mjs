import path from "node:path";

/** The empty page the bench measures the site against; built with the site's own node_modules. */
export default {
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, "..", "..") },
};
