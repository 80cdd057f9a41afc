/** What an IP address is to a platform fetch: a public host, this machine, or any other network we never call. */
export type AddressClass = "public" | "loopback" | "private";

/** IPv4 blocks that are not public hosts; 127/8 is told apart as loopback. */
const IPV4_NOT_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

const dotted = (text: string) => text.split(".").reduce((value, part) => value * 256 + Number(part), 0);
const ipv4Blocks = IPV4_NOT_PUBLIC.map(([net, prefix]) => ({ net: dotted(net), size: 2 ** (32 - prefix) }));

function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part.slice(1), 8);
  if (/^(0|[1-9]\d*)$/.test(part)) return Number(part);
  return null;
}

/**
 * An IPv4 address in any spelling a resolver or URL parser takes (inet_aton): one to four parts, each
 * decimal, octal (leading 0) or hex (0x), the last filling the bytes left: 2130706433, 0x7f.1, 0177.0.0.1
 * and 127.1 are all 127.0.0.1. Null when the text is not one.
 */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers = parts.map(ipv4Part);
  if (numbers.some((n) => n === null)) return null;
  const values = numbers as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
}

export function classifyIpv4(value: number): AddressClass {
  if (value >>> 24 === 127) return "loopback";
  return ipv4Blocks.some(({ net, size }) => value >= net && value < net + size) ? "private" : "public";
}

/** An IPv6 address as eight 16-bit groups (a zone `%eth0` dropped; a dotted IPv4 tail read as two groups), or null. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!address.includes(":")) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return null;
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        out.push(v4 >>> 16, v4 & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

const v4Of = (high: number, low: number) => high * 65536 + low;
const zero = (groups: number[], from: number, to: number) => groups.slice(from, to).every((g) => g === 0);

/**
 * The IPv4 address an IPv6 one carries, where it carries one: IPv4-mapped (::ffff:a.b.c.d), the old
 * IPv4-compatible form (::a.b.c.d), SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4
 * (2002:aabb:ccdd::). Traffic to any of them reaches that IPv4 address, so it is judged as one. Only the
 * mapped form is that address on this machine's own stack: the others travel to a translator or relay first.
 */
function embeddedIpv4(g: number[]): { v4: number; local: boolean } | null {
  if (zero(g, 0, 5) && g[5] === 0xffff) return { v4: v4Of(g[6]!, g[7]!), local: true };
  if (zero(g, 0, 4) && g[4] === 0xffff && g[5] === 0) return { v4: v4Of(g[6]!, g[7]!), local: false };
  if (zero(g, 0, 6) && !(g[6] === 0 && g[7]! <= 1)) return { v4: v4Of(g[6]!, g[7]!), local: false };
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(g, 2, 6)) return { v4: v4Of(g[6]!, g[7]!), local: false };
  if (g[0] === 0x2002) return { v4: v4Of(g[1]!, g[2]!), local: false };
  return null;
}

export function classifyIpv6(g: number[]): AddressClass {
  if (zero(g, 0, 7) && g[7] === 1) return "loopback";
  const embedded = embeddedIpv4(g);
  if (embedded) {
    const kind = classifyIpv4(embedded.v4);
    // A loopback address behind a translator is not this machine: never the loopback stand-in's.
    return kind === "loopback" && !embedded.local ? "private" : kind;
  }
  // Public hosts are in 2000::/3; inside it, 2001::/23 (Teredo, benchmarking, ORCHID…) and the
  // documentation blocks 2001:db8::/32 and 3fff::/20 are not.
  if ((g[0]! & 0xe000) !== 0x2000) return "private";
  if (g[0] === 0x2001 && (g[1]! < 0x200 || g[1] === 0xdb8)) return "private";
  if (g[0] === 0x3fff && g[1]! < 0x1000) return "private";
  return "public";
}

/** The class of an IP literal (IPv4 in any spelling, IPv6 with or without brackets), or null when the text is no IP address. */
export function classifyAddress(text: string): AddressClass | null {
  const v6 = parseIpv6(text);
  if (v6) return classifyIpv6(v6);
  const v4 = parseIpv4(text);
  return v4 === null ? null : classifyIpv4(v4);
}
