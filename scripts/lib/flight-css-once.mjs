// Next 16.4 with inlineCss writes each stylesheet of a prerendered page three times into its HTML: once in
// the <style> that styles the page, again as the text of that <style> element in the page's inline flight
// data (the payload React hydrates from), and the root layout's once more for the global-error boundary
// (vercel/next.js#95141, #98110; the fixes upstream are not released). On hydration React adopts the
// <style> it finds by its data-href and never reads the text of the flight copies, so after a build they are
// emptied in each prerendered page's HTML: on the home page 24 kB of its 168. The .rsc files, which client
// navigation reads to style a page not yet in the document, keep their text. A page whose flight data does
// not read as expected is left as it is.
const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const STYLE_HREFS = /<style[^>]* data-href="([^"]+)"/g;
/** A hoistable <style> element of Next's in the flight data: its href, and its text inline or as a $row. */
const FLIGHT_STYLE = /\["\$","style","[^"]*",\{"nonce":"[^"]*","precedence":"next","href":"([^"]+)","children":("(?:[^"\\]|\\.)*")\}\]/g;

/** The same escaping Next gives flight data inside a <script>. */
const scriptSafe = (json) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The text rows (`id:T<hex length>,<text>`) of a flight stream, id → where each starts after its id and
 * where its text ends, in bytes; every other row runs to its newline. Null when a row does not read that
 * way (another length-prefixed kind, a length past the end), so the caller leaves the page alone.
 */
function textRows(stream) {
  const rows = new Map();
  let at = 0;
  while (at < stream.length) {
    const colon = stream.indexOf(0x3a, at);
    if (colon < 0) return null;
    const id = stream.toString("latin1", at, colon);
    if (!/^[0-9a-f]*$/.test(id)) return null;
    const header = /^([A-Za-z])([0-9a-f]+),/.exec(stream.toString("latin1", colon + 1, colon + 24));
    if (header) {
      if (header[1] !== "T") return null;
      const textEnd = colon + 1 + header[0].length + parseInt(header[2], 16);
      if (textEnd > stream.length) return null;
      rows.set(id, { headerStart: colon + 1, textEnd });
      at = textEnd;
    } else {
      const newline = stream.indexOf(0x0a, colon);
      if (newline < 0) return null;
      at = newline + 1;
    }
  }
  return rows;
}

/** `html` with the flight copies of its inlined stylesheets' text emptied (see above). */
export function flightCssOnce(html) {
  const inlined = new Set([...html.matchAll(STYLE_HREFS)].flatMap((match) => match[1].split(" ")));
  const pushes = [...html.matchAll(PUSH)];
  if (inlined.size === 0 || pushes.length === 0) return html;
  const parts = pushes.map((match) => Buffer.from(JSON.parse(match[1]), "utf8"));
  const stream = Buffer.concat(parts);
  const rows = textRows(stream);
  if (!rows) return html;
  const text = stream.toString("utf8");

  /** @type {{ start: number, end: number, bytes: Buffer }[]} byte ranges of the stream and what replaces them */
  const edits = [];
  for (const match of text.matchAll(FLIGHT_STYLE)) {
    const [element, href, children] = match;
    if (!inlined.has(href)) continue; // a sheet this page has not inlined (an error boundary's): kept
    const reference = /^"\$([0-9a-f]+)"$/.exec(children);
    if (reference) {
      const row = rows.get(reference[1]);
      // Emptied only when nothing else names the row.
      if (!row || text.split(`"$${reference[1]}"`).length !== 2) continue;
      edits.push({ start: row.headerStart, end: row.textEnd, bytes: Buffer.from("T0,") });
    } else if (children !== '""') {
      const start = Buffer.byteLength(text.slice(0, match.index + element.length - children.length - 2));
      edits.push({ start, end: start + Buffer.byteLength(children), bytes: Buffer.from('""') });
    }
  }
  if (edits.length === 0) return html;
  edits.sort((a, b) => a.start - b.start);

  // Each push keeps its place: its part of the stream, with the edits that start in it applied and the
  // bytes of an edit that began in an earlier push taken out.
  let offset = 0;
  const rewritten = parts.map((part) => {
    const partStart = offset;
    const partEnd = (offset += part.length);
    const pieces = [];
    let at = partStart;
    for (const edit of edits) {
      if (edit.end <= at || edit.start >= partEnd) continue;
      if (edit.start >= at) {
        pieces.push(stream.subarray(at, edit.start), edit.bytes);
      }
      at = Math.min(edit.end, partEnd);
    }
    pieces.push(stream.subarray(at, partEnd));
    return Buffer.concat(pieces).toString("utf8");
  });
  if (textRows(Buffer.from(rewritten.join(""), "utf8")) === null) return html;

  let index = 0;
  return html.replace(PUSH, (script) => {
    const part = rewritten[index];
    const original = parts[index];
    index += 1;
    return Buffer.from(part, "utf8").equals(original) ? script : `<script>self.__next_f.push([1,${scriptSafe(JSON.stringify(part))}])</script>`;
  });
}
