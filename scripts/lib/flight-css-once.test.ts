import { flightCssOnce } from "./flight-css-once.mjs";

const GLOBAL = "/_next/static/chunks/global.css";
const HEADER = "/_next/static/chunks/header.css";
const ERROR = "/_next/static/chunks/error.css";
const globalCss = ':root{--brand:#1d4ed8}body{font-family:"Segoe UI"}.quote::before{content:"—é"}';
const headerCss = ".header{position:sticky}";

const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const styleElement = (key: string, href: string, children: string) =>
  `["$","style","${key}",{"nonce":"$undefined","precedence":"next","href":"${href}","children":${JSON.stringify(children)}}]`;

/** A flight stream like Next's for a page with the global sheet (twice: layout and global error), a header sheet and an error boundary's. */
const stream =
  `1:"$Sreact.fragment"\n` +
  textRow("2", globalCss) +
  `0:{"t":["$","$1","c",{"children":[${styleElement("0", GLOBAL, "$2")},"$L3"]}],"G":["$a",["$Lb"]]}\n` +
  `3:["$","html",null,{"errorStyles":[${styleElement("0", ERROR, ".err{color:red}")}],"children":[${styleElement("1", HEADER, headerCss)},["$","h1",null,{"children":"Café — menu"}]]}]\n` +
  textRow("33", globalCss) +
  `b:${styleElement("0", GLOBAL, "$33")}\n`;

/** Next's way of putting a flight stream into the HTML: pieces of it, each in its own push, escaped for a script. */
function pageWith(flight: string, cuts: number[]) {
  const pieces = [0, ...cuts, flight.length].slice(1).map((end, i, ends) => flight.slice(i === 0 ? 0 : ends[i - 1], end));
  const pushes = pieces
    .map((piece) => `<script>self.__next_f.push([1,${JSON.stringify(piece).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")}])</script>`)
    .join("");
  return (
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${GLOBAL} ${HEADER}">${globalCss}${headerCss}</style></head>` +
    `<body><h1>Café — menu</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes}</body></html>`
  );
}

/** The flight stream back out of a page, as the browser would read it. */
function flightOf(html: string) {
  return [...html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "\"\"")).join("");
}

describe("flightCssOnce: the flight copies of a page's inlined stylesheets emptied", () => {
  // Cut inside the first text row (after its header) and inside the multi-byte characters' neighbourhood.
  const cutInText = stream.indexOf(":root") + 5;
  const cutNearAccent = stream.indexOf("Café") + 2;
  const page = pageWith(stream, [cutInText, cutNearAccent, stream.indexOf("33:T")]);
  const rewritten = flightCssOnce(page);
  const flight = flightOf(rewritten);

  it("keeps the <style> that styles the page, and the page's text", () => {
    expect(rewritten).toContain(`<style data-precedence="next" data-href="${GLOBAL} ${HEADER}">${globalCss}${headerCss}</style>`);
    expect(flight).toContain('"children":"Café — menu"');
    expect(rewritten.split(globalCss)).toHaveLength(2);
  });

  it("empties the text rows of inlined sheets, the global error's copy too, and their lengths with them", () => {
    expect(flight).toContain("2:T0,0:{");
    expect(flight).toContain("33:T0,b:");
    expect(flight).not.toContain("--brand");
  });

  it("empties an inlined sheet's text written in place, and keeps a sheet the page has not inlined", () => {
    expect(flight).toContain(`"href":"${HEADER}","children":""`);
    expect(flight).toContain(`"href":"${ERROR}","children":".err{color:red}"`);
  });

  it("leaves every other row as it was, and keeps each push in its place", () => {
    const expected = stream
      .replace(textRow("2", globalCss), "2:T0,")
      .replace(textRow("33", globalCss), "33:T0,")
      .replace(JSON.stringify(headerCss), '""');
    expect(flight).toBe(expected);
    expect(rewritten.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(4);
    expect(rewritten).not.toMatch(/<\/?style[^>]*>[^<]*<\/script>/);
  });

  it("escapes what it writes for a script as Next does", () => {
    const withTag = pageWith(`${stream}c:["$","p",null,{"children":"</script><b>"}]\n`, [cutInText]);
    const out = flightCssOnce(withTag);
    expect(out).not.toContain("</script><b>");
    expect(flightOf(out)).toContain('"children":"</script><b>"');
  });

  it("does nothing the second time, nor to a page it cannot read", () => {
    expect(flightCssOnce(rewritten)).toBe(rewritten);
    const binaryRow = pageWith(`${stream}5:A4,abcd`, [cutInText]);
    expect(flightCssOnce(binaryRow)).toBe(binaryRow);
    const cutShort = pageWith(stream.replace(textRow("33", globalCss), `33:Tfff,${globalCss}`), []);
    expect(flightCssOnce(cutShort)).toBe(cutShort);
  });

  it("keeps a text row that something besides its <style> names", () => {
    const shared = pageWith(`${stream}d:["$","p",null,{"title":"$33"}]\n`, []);
    expect(flightOf(flightCssOnce(shared))).toContain(textRow("33", globalCss));
  });
});
