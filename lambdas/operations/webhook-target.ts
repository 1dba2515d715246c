import { classifyAddress } from '../core/webhooks/ip-address.js';
import { bareHost, firstDisallowed, parseWebhookUrl, type UrlPolicy } from '../core/webhooks/url-policy.js';
import type { HostResolver } from '../core/ports/webhooks.js';
import { DomainError } from '../core/errors.js';

/** Where a delivery may connect, or why it may not. */
export type Target = { address: string; error?: undefined } | { address?: undefined; error: string };

/**
 * Resolves a webhook URL's host and checks every address it resolves to. The caller connects to
 * the returned address only (pinning it), so a second, different DNS answer cannot redirect the
 * connection to an internal address.
 */
export async function resolveTarget(resolver: HostResolver, rawUrl: string, policy: UrlPolicy): Promise<Target> {
  let url: URL;
  try {
    url = parseWebhookUrl(rawUrl, policy);
  } catch (error) {
    return { error: `blocked: ${error instanceof DomainError ? (error.details?.[0]?.message ?? error.message) : 'invalid URL'}` };
  }
  const host = bareHost(url);
  if (classifyAddress(host) !== undefined) return { address: host };
  let addresses: string[];
  try {
    addresses = await resolver.resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { error: `dns error${typeof code === 'string' ? `: ${code}` : ''}` };
  }
  if (addresses.length === 0) return { error: 'dns error: no addresses' };
  const bad = firstDisallowed(addresses, policy);
  if (bad) return { error: `blocked: ${host} resolves to a ${bad.cls} address` };
  return { address: addresses[0] };
}
