import { DomainError } from '../errors.js';
import { classifyAddress, type AddressClass } from './ip-address.js';

/** Longest accepted webhook URL. */
export const MAX_WEBHOOK_URL_CHARS = 2048;

/** Which targets a deployment may call. */
export interface UrlPolicy {
  /** Local mode only (`WEBHOOKS_ALLOW_LOOPBACK=true`): permits `http://` and loopback targets. */
  allowLoopback: boolean;
}

/** True when a request to an address of this class is permitted. */
export function classAllowed(cls: AddressClass, policy: UrlPolicy): boolean {
  return cls === 'public' || (cls === 'loopback' && policy.allowLoopback);
}

/** Names that always mean this machine, whatever a resolver says (RFC 6761). */
function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The host of a URL without IPv6 brackets (`[::1]` → `::1`). */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function urlError(message: string): DomainError {
  return new DomainError('validation_error', `Invalid request: url: ${message}`, {
    details: [{ path: ['url'], field: 'url', location: 'body', message }],
  });
}

/**
 * Checks what can be checked without DNS: an absolute `https://` URL (or `http://` when loopback
 * is allowed) without credentials, whose host, if it is an IP literal or `localhost`, is allowed.
 * The WHATWG parser has already turned forms like `0x7f.1` or `2130706433` into dotted decimal.
 */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlError('must be an absolute URL such as https://example.com/hooks.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) {
    throw urlError(policy.allowLoopback ? 'must use https:// or http://.' : 'must use https://.');
  }
  if (url.username || url.password) throw urlError('must not contain credentials.');
  const host = bareHost(url);
  if (host === '') throw urlError('must name a host.');
  const cls = classifyAddress(host) ?? (isLoopbackName(host) ? 'loopback' : undefined);
  if (cls !== undefined && !classAllowed(cls, policy)) throw urlError(`${cls} addresses are not allowed; use a public address.`);
  return url;
}

/**
 * The first disallowed address among those a host resolved to, with its class; undefined when
 * every address is allowed. One bad address refuses the host: a name that mixes public and
 * private answers is how DNS rebinding starts.
 */
export function firstDisallowed(addresses: readonly string[], policy: UrlPolicy): { address: string; cls: AddressClass } | undefined {
  for (const address of addresses) {
    const cls = classifyAddress(address) ?? 'reserved';
    if (!classAllowed(cls, policy)) return { address, cls };
  }
  return undefined;
}

/** `https://host:port/path` without query or fragment, for logs (query strings may hold tokens). */
export function loggableUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return 'invalid-url';
  }
}
