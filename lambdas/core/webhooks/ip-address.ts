/**
 * A pure IP address classifier for the webhook SSRF guard. It parses literals itself (the core
 * may not import `node:net`) and sorts every address into one class; only `public` addresses
 * (and `loopback` in local mode) may be called.
 */

/** What an address is, as far as reaching it from the service is concerned. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'cgnat'
  | 'broadcast'
  | 'reserved';

/** An IPv4 range: first octets as a number and a prefix length. */
interface V4Range {
  base: [number, number, number, number];
  bits: number;
  cls: AddressClass;
}

/** Special-purpose IPv4 ranges (IANA registry), most specific first where they overlap. */
const V4_RANGES: readonly V4Range[] = [
  { base: [255, 255, 255, 255], bits: 32, cls: 'broadcast' },
  { base: [0, 0, 0, 0], bits: 8, cls: 'unspecified' }, // "this network"; 0.0.0.0 reaches the local host
  { base: [127, 0, 0, 0], bits: 8, cls: 'loopback' },
  { base: [10, 0, 0, 0], bits: 8, cls: 'private' },
  { base: [172, 16, 0, 0], bits: 12, cls: 'private' },
  { base: [192, 168, 0, 0], bits: 16, cls: 'private' },
  { base: [169, 254, 0, 0], bits: 16, cls: 'link-local' }, // includes the cloud metadata endpoint
  { base: [100, 64, 0, 0], bits: 10, cls: 'cgnat' },
  { base: [224, 0, 0, 0], bits: 4, cls: 'multicast' },
  { base: [240, 0, 0, 0], bits: 4, cls: 'reserved' },
  { base: [192, 0, 0, 0], bits: 24, cls: 'reserved' }, // IETF protocol assignments
  { base: [192, 0, 2, 0], bits: 24, cls: 'reserved' }, // documentation
  { base: [198, 51, 100, 0], bits: 24, cls: 'reserved' }, // documentation
  { base: [203, 0, 113, 0], bits: 24, cls: 'reserved' }, // documentation
  { base: [198, 18, 0, 0], bits: 15, cls: 'reserved' }, // benchmarking
  { base: [192, 88, 99, 0], bits: 24, cls: 'reserved' }, // 6to4 relay anycast
];

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const IPV6_BYTES = 16;

/** The four octets of a dotted-decimal IPv4 literal, or undefined. */
export function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => IPV4_PART.test(p))) return undefined;
  return parts.map(Number);
}

/** The 16 bytes of an IPv6 literal (brackets and a zone id allowed), or undefined. */
export function parseIPv6(text: string): number[] | undefined {
  let s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return undefined;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    // A trailing dotted quad (`::ffff:1.2.3.4`) fills the last two groups.
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (!v4) return undefined;
    tail = v4;
    s = s.slice(0, lastColon + 1);
    if (!s.endsWith('::')) s = s.slice(0, -1);
  }
  const wanted = (IPV6_BYTES - tail.length) / 2;
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]);
  const rest = halves.length === 2 ? split(halves[1]) : [];
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== wanted : given > wanted - 1) return undefined;
  const groups = [...head, ...Array<string>(wanted - given).fill('0'), ...rest];
  if (!groups.every((g) => HEX_GROUP.test(g))) return undefined;
  return [...groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]), ...tail];
}

function inRange(octets: readonly number[], base: readonly number[], bits: number): boolean {
  for (let i = 0; i < base.length; i++) {
    const take = Math.min(8, Math.max(0, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((octets[i] & mask) !== (base[i] & mask)) return false;
  }
  return true;
}

function classifyV4(octets: readonly number[]): AddressClass {
  return V4_RANGES.find((r) => inRange(octets, r.base, r.bits))?.cls ?? 'public';
}

const allZero = (bytes: readonly number[]) => bytes.every((b) => b === 0);

function classifyV6(b: readonly number[]): AddressClass {
  const first10 = b.slice(0, 10);
  if (allZero(b)) return 'unspecified';
  if (allZero(b.slice(0, 15)) && b[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms reach the IPv4 address.
  if (allZero(first10) && ((b[10] === 0xff && b[11] === 0xff) || (b[10] === 0 && b[11] === 0))) return classifyV4(b.slice(12));
  // NAT64 (64:ff9b::/96) translates to the embedded IPv4 address.
  if (inRange(b, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return classifyV4(b.slice(12));
  if (inRange(b, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return 'private'; // local-use NAT64
  // 6to4 (2002::/16) tunnels to the IPv4 address in bytes 2..5.
  if (b[0] === 0x20 && b[1] === 0x02) return classifyV4(b.slice(2, 6));
  if ((b[0] & 0xfe) === 0xfc) return 'private'; // unique local fc00::/7
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'link-local'; // fe80::/10
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return 'private'; // deprecated site-local fec0::/10
  if (b[0] === 0xff) return 'multicast';
  if (inRange(b, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'reserved'; // documentation
  if (inRange(b, [0x20, 0x01, 0x00, 0x00], 32)) return 'reserved'; // Teredo hides an IPv4 address
  if (inRange(b, [0x20, 0x01, 0x00, 0x10], 28)) return 'reserved'; // ORCHID
  if (inRange(b, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return 'reserved'; // discard-only
  // Only global unicast (2000::/3) is routable on the internet; the rest is unassigned.
  return (b[0] & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** The class of an IP literal (IPv4 dotted decimal or IPv6), or undefined when it is not one. */
export function classifyAddress(address: string): AddressClass | undefined {
  const v4 = parseIPv4(address);
  if (v4) return classifyV4(v4);
  const v6 = parseIPv6(address);
  return v6 ? classifyV6(v6) : undefined;
}

/** True when the text is an IP literal (with or without IPv6 brackets). */
export function isIpLiteral(text: string): boolean {
  return parseIPv4(text) !== undefined || parseIPv6(text) !== undefined;
}

/** 4 or 6 for an IP literal. */
export function ipFamily(address: string): 4 | 6 {
  return parseIPv4(address) ? 4 : 6;
}
