// A page as it is without any of its scripts: a loopback server that answers `/without-scripts/<path>`
// with the site's HTML for <path> stripped of every <script> and script preload, and passes every other
// request (stylesheets, images, fonts) to the site. What the markup and the stylesheets cost alone, so a
// page's main-thread time can be split between them and its code.
import { createServer } from "node:http";

const PREFIX = "/without-scripts";

export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
}

/** @returns {Promise<{ url: (path: string) => string, close: () => void }>} */
export async function startWithoutScripts(origin) {
  const server = createServer(async (req, res) => {
    try {
      const stripped = req.url.startsWith(`${PREFIX}/`);
      const upstream = await fetch(origin + (stripped ? req.url.slice(PREFIX.length) : req.url));
      const type = upstream.headers.get("content-type") ?? "application/octet-stream";
      const body = stripped ? withoutScripts(await upstream.text()) : Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { "content-type": type, "cache-control": upstream.headers.get("cache-control") ?? "no-store" });
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { url: (path) => `${base}${PREFIX}${path}`, close: () => server.close() };
}
