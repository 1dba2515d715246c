import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutgoingWebhook, SendResult, WebhookSender } from '../../core/ports/webhooks.js';
import { ipFamily } from '../../core/webhooks/ip-address.js';

/** Bytes of a receiver's answer read before the connection is dropped: the body is not used. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'text-analysis-webhooks/1';

/**
 * A lookup that always answers with the checked address, so the connection goes where the SSRF
 * check looked even if the name now resolves elsewhere (DNS rebinding). TLS still verifies the
 * certificate against the URL's host name.
 */
function pinnedLookup(address: string): LookupFunction {
  const family = ipFamily(address);
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/**
 * POSTs with node:http(s): one fresh connection per attempt (no agent, so no connection reuse
 * across a re-check), redirects never followed (node does not follow them), and one deadline
 * for connecting, sending and receiving the status line.
 */
export class NodeWebhookSender implements WebhookSender {
  send(webhook: OutgoingWebhook): Promise<SendResult> {
    const url = new URL(webhook.url);
    const body = Buffer.from(webhook.body, 'utf8');
    const options: RequestOptions = {
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(webhook.address),
      headers: { ...webhook.headers, 'content-length': String(body.length), 'user-agent': USER_AGENT },
    };
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const onResponse = (res: IncomingMessage) => {
        finish({ statusCode: res.statusCode ?? 0 });
        drain(res, req);
      };
      const req: ClientRequest = url.protocol === 'https:' ? httpsRequest(url, options, onResponse) : httpRequest(url, options, onResponse);
      const timer = setTimeout(() => {
        finish({ error: 'timeout' });
        req.destroy();
      }, webhook.timeoutMs);
      req.on('error', (error: NodeJS.ErrnoException) => finish({ error: `connection error${error.code ? `: ${error.code}` : ''}` }));
      req.end(body);
    });
  }
}

/** Reads (and discards) a little of the answer, then lets the connection go. */
function drain(res: IncomingMessage, req: ClientRequest): void {
  let read = 0;
  res.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > MAX_RESPONSE_BYTES) req.destroy();
  });
  res.on('error', () => undefined);
}
