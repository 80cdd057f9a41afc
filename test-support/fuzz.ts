/**
 * Seeded generator of hostile request bodies, shared by app/api/fuzz.test.ts (Jest) and the bench's
 * abuse run (bench/lib/abuse.mjs loads this file through tsx). No imports: it must load anywhere.
 *
 * Every body is reproducible from (seed, index): `fuzzBody(seed, i, template)`.
 */

/** mulberry32: small, fast, good enough to spread cases; the same seed gives the same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzBody {
  /** What kind of abuse this is, e.g. "field:email=lone-surrogate" or "raw:truncated". */
  label: string;
  /** Sent as is. */
  body: string | Uint8Array;
  /** The Content-Type header to send; null sends none. */
  contentType: string | null;
}

/** A valid body of the route; fields are mutated one or a few at a time. */
export type Template = Record<string, unknown>;

type Rand = () => number;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** Strings that break naive code: every entry is a JS string; JSON.stringify escapes what it must. */
export const nastyStrings: ReadonlyArray<[string, string]> = [
  ["empty", ""],
  ["spaces", "   "],
  ["tabs-newlines", "\t\r\n\u000b\u000c"],
  ["nul", "a\u0000b"],
  ["only-nul", "\u0000"],
  ["control", "\u0001\u0002\u0007\u001b[31m\u007f"],
  ["lone-high-surrogate", "name\ud800"],
  ["lone-low-surrogate", "\udc00name"],
  ["reversed-surrogates", "\udc00\ud800"],
  ["rtl-override", "\u202egnp.exe\u202c"],
  ["rtl-arabic", "مرحبا بالعالم"],
  ["rtl-hebrew-mixed", "שלום abc 123"],
  ["zero-width", "a\u200bb\u200cc\u200dd\u2060e\ufeff"],
  ["bom", "\ufeffhello"],
  ["emoji", "😀👩‍👩‍👧‍👦🏳️‍🌈"],
  ["emoji-skin-tone", "👍🏽👋🏿"],
  ["combining", "Z̴̡̢̛̗̘̙̜̝̞̟̠̊̋̌̍̎̏̐̑̒̓̔"],
  ["cjk", "漢字かなカナ한국어"],
  ["astral", "𝕳𝖊𝖑𝖑𝖔 𐍈"],
  ["line-separators", "a\u2028b\u2029c"],
  ["nbsp", "\u00a0\u2007\u202f"],
  ["html", "<script>alert(1)</script>"],
  ["sql", "'; DROP TABLE users; --"],
  ["sql-like", "%_\\%"],
  ["format", "%s%s%n%x{0}${x}"],
  ["path", "../../../../etc/passwd"],
  ["json-in-string", '{"a":1}'],
  ["infinity-text", "Infinity"],
  ["minus-infinity-text", "-Infinity"],
  ["nan-text", "NaN"],
  ["proto", "__proto__"],
  ["backslashes", '\\\\\\"'],
  ["long-word", "x".repeat(1000)],
  ["email-like-unicode", "ü@exämple.ᴄom"],
  ["email-with-nul", "a\u0000@example.org"],
  ["email-with-rtl", "\u202eevil@example.org"],
  ["email-emoji", "😀@😀.😀"],
];

function nastyString(rand: Rand): [string, string] {
  return pick(rand, nastyStrings);
}

/** A nested value `depth` levels deep, written by hand (JSON.stringify would recurse). */
function deepJson(kind: "array" | "object", depth: number): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** A JSON text for one value of a random wrong kind. */
function wrongValue(rand: Rand, nearLimit: boolean): [string, string] {
  const choice = int(rand, 0, 15);
  switch (choice) {
    case 0:
      return ["null", "null"];
    case 1:
      return ["true", "true"];
    case 2:
      return ["number", pick(rand, ["0", "-0", "1", "-1", "3.14", "1e308", "1e309", "-1e309", "9007199254740993", "1e-400"])];
    case 3:
      return ["array", pick(rand, ["[]", '["a"]', "[1,2,3]", "[null]", '[{"a":1}]'])];
    case 4:
      return ["object", pick(rand, ["{}", '{"a":1}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{}}}'])];
    case 5: {
      const [label, value] = nastyString(rand);
      return [`string:${label}`, JSON.stringify(value)];
    }
    case 6: {
      const size = nearLimit ? int(rand, 15_000, 17_000) : int(rand, 2_000, 40_000);
      return [`huge-string:${size}`, JSON.stringify("A".repeat(size))];
    }
    case 7: {
      const depth = int(rand, 50, nearLimit ? 5_000 : 20_000);
      return [`deep-array:${depth}`, deepJson("array", depth)];
    }
    case 8: {
      const depth = int(rand, 50, 2_500);
      return [`deep-object:${depth}`, deepJson("object", depth)];
    }
    case 9:
      return ["escaped-lone-surrogate", '"\\ud800\\ud800x"'];
    case 10:
      return ["escaped-nul", '"\\u0000"'];
    case 11:
      return ["big-array", `[${Array.from({ length: int(rand, 100, 3000) }, (_, i) => i).join(",")}]`];
    case 12:
      return ["string-number", '"12345"'];
    case 13:
      return ["string-bool", '"true"'];
    case 14: {
      const [label, value] = nastyString(rand);
      return [`string-padded:${label}`, JSON.stringify(`  ${value}  `)];
    }
    default:
      return ["empty-string", '""'];
  }
}

/** Raw bodies that are not JSON (or not quite). */
const rawBodies: ReadonlyArray<[string, (template: Template) => string | Uint8Array]> = [
  ["empty", () => ""],
  ["whitespace", () => "  \n\t "],
  ["truncated", (t) => JSON.stringify(t).slice(0, -3)],
  ["trailing-comma", (t) => JSON.stringify(t).replace(/}$/, ",}")],
  ["single-quotes", (t) => JSON.stringify(t).replace(/"/g, "'")],
  ["unquoted-keys", () => "{name: 1}"],
  ["comments", (t) => `/* c */ ${JSON.stringify(t)} // c`],
  ["nan-literal", () => '{"a": NaN}'],
  ["infinity-literal", () => '{"a": Infinity}'],
  ["undefined-literal", () => "undefined"],
  ["two-documents", (t) => `${JSON.stringify(t)}${JSON.stringify(t)}`],
  ["bom-prefix", (t) => `\ufeff${JSON.stringify(t)}`],
  [
    "utf16le",
    (t) => {
      const text = JSON.stringify(t);
      const bytes = new Uint8Array(text.length * 2);
      for (let i = 0; i < text.length; i++) {
        bytes[i * 2] = text.charCodeAt(i) & 0xff;
        bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
      }
      return bytes;
    },
  ],
  ["invalid-utf8", () => new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xa0, 0xa1, 0x22, 0x7d])],
  ["utf8-encoded-surrogate", () => new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ["overlong-utf8", () => new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d])],
  ["raw-nul-bytes", () => new Uint8Array([0x7b, 0x00, 0x00, 0x7d])],
  ["binary", () => Uint8Array.from({ length: 512 }, (_, i) => (i * 131 + 7) & 0xff)],
  ["form-encoded", () => "name=a&email=b%40c.de&message=hi"],
  ["xml", () => '<?xml version="1.0"?><contact><name>a</name></contact>'],
  ["multipart", () => '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--\r\n'],
  ["deep-unclosed", () => "[".repeat(10_000)],
  ["huge-json", (t) => JSON.stringify({ ...t, pad: "p".repeat(20_000) })],
  ["many-keys", () => `{${Array.from({ length: 1500 }, (_, i) => `"k${i}":${i}`).join(",")}}`],
  ["duplicate-keys", (t) => JSON.stringify(t).replace(/^{/, '{"email":"dup@example.org","email":1,')],
];

const contentTypes: ReadonlyArray<string | null> = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/octet-stream",
  "*/*",
  "",
  null,
];

function objectText(entries: Array<[string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

/** The fuzz body number `index` for a route whose valid body is `template`. */
export function fuzzBody(seed: number, index: number, template: Template): FuzzBody {
  // One stream per (seed, index): any single body can be regenerated on its own.
  const rand = prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const keys = Object.keys(template);
  const entries = (): Array<[string, string]> => keys.map((key) => [key, JSON.stringify(template[key])]);
  const jsonType = () => (rand() < 0.85 ? "application/json" : pick(rand, contentTypes));
  const mode = rand();

  if (mode < 0.4) {
    // One to three fields replaced by a wrong value (type, size, nesting, unicode).
    const fields = entries();
    const labels: string[] = [];
    const count = int(rand, 1, Math.min(3, Math.max(1, fields.length)));
    for (let n = 0; n < count && fields.length; n++) {
      const at = int(rand, 0, fields.length - 1);
      const [label, value] = wrongValue(rand, rand() < 0.5);
      fields[at] = [fields[at]![0], value];
      labels.push(`${fields[at]![0]}=${label}`);
    }
    return { label: `field:${labels.join(",")}`, body: objectText(fields), contentType: jsonType() };
  }
  if (mode < 0.55) {
    // Valid in shape, with unicode edge cases in the text fields: these reach the upstream.
    const fields = entries();
    const labels: string[] = [];
    for (const field of fields) {
      if (typeof template[field[0]] !== "string" || rand() < 0.4) continue;
      const [label, value] = nastyString(rand);
      const original = String(template[field[0]]);
      const mixed = field[0].toLowerCase().includes("email")
        ? pick(rand, [value, `${value}${original}`, original.replace("@", `${value}@`)])
        : pick(rand, [value, `${original}${value}`, `${value}${original}${value}`]);
      field[1] = JSON.stringify(mixed);
      labels.push(`${field[0]}=${label}`);
    }
    return { label: `unicode:${labels.join(",") || "none"}`, body: objectText(fields), contentType: jsonType() };
  }
  if (mode < 0.67) {
    // Fields missing, and junk fields added.
    const fields = entries().filter(() => rand() < 0.5);
    const extra = int(rand, 0, 3);
    for (let n = 0; n < extra; n++) {
      const [label, value] = wrongValue(rand, true);
      fields.push([pick(rand, ["__proto__", "constructor", "prototype", "role", "type", "admin", "uid", `x${n}`]), value]);
      void label;
    }
    return {
      label: `missing:${keys.filter((k) => !fields.some(([f]) => f === k)).join(",") || "none"}+extra:${extra}`,
      body: objectText(fields),
      contentType: jsonType(),
    };
  }
  if (mode < 0.8) {
    // Not an object at all.
    const [label, value] = wrongValue(rand, true);
    const wrapped = rand() < 0.3 ? `[${JSON.stringify(template)}]` : value;
    return { label: `top-level:${wrapped === value ? label : "array-of-valid"}`, body: wrapped, contentType: jsonType() };
  }
  if (mode < 0.95) {
    const [label, make] = pick(rand, rawBodies);
    return { label: `raw:${label}`, body: make(template), contentType: pick(rand, contentTypes) };
  }
  // The valid body under a wrong or missing content type.
  const type = pick(rand, contentTypes);
  return { label: `content-type:${type ?? "none"}`, body: JSON.stringify(template), contentType: type };
}

/** `count` bodies for one route. */
export function fuzzBodies(seed: number, count: number, template: Template, offset = 0): FuzzBody[] {
  return Array.from({ length: count }, (_, i) => fuzzBody(seed, offset + i, template));
}

/**
 * Percent-encodes every UTF-16 unit as its (WTF-8) bytes: unlike encodeURIComponent it never throws,
 * and a lone surrogate becomes the malformed sequence a careless client would send.
 */
export function percentEncodeLoose(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let point = code;
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
    }
    if (point < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(point))) {
      out += String.fromCharCode(point);
      continue;
    }
    const bytes =
      point < 0x80
        ? [point]
        : point < 0x800
          ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
          : point < 0x10000
            ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
            : [0xf0 | (point >> 18), 0x80 | ((point >> 12) & 63), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** Garbage session cookie values (for the routes that read one); always ASCII, as headers must be. */
export function fuzzCookie(seed: number, index: number): string {
  const rand = prng((seed ^ Math.imul(index + 7, 0x85ebca6b)) >>> 0);
  const [, nasty] = nastyString(rand);
  return pick(rand, [
    "",
    "x",
    "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig",
    "a.b.c.d.e",
    "....",
    "%E0%A4%A",
    percentEncodeLoose(nasty),
    "A".repeat(int(rand, 100, 4000)),
    Array.from({ length: 5 }, () => Math.floor(rand() * 1e9).toString(36)).join("."),
  ]);
}
