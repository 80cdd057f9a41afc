// The simulator's pages: an auto-submitting form (as a platform posts a launch) and a plain result page.
const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function autoPost(action, fields) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return `<!doctype html><html><head><title>Launching…</title></head><body>
<form id="f" method="post" action="${escape(action)}">${inputs}<button>Continue</button></form>
<script>document.getElementById("f").submit()</script></body></html>`;
}

export function page(title, lines) {
  return `<!doctype html><html><head><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>
${lines.map((line) => `<p>${escape(line)}</p>`).join("")}</body></html>`;
}
