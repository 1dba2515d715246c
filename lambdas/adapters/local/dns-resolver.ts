import { lookup } from 'node:dns/promises';
import type { HostResolver } from '../../core/ports/webhooks.js';

/** The system resolver (getaddrinfo, so /etc/hosts counts), every address in resolver order. */
export const systemResolver: HostResolver = {
  async resolve(hostname: string): Promise<string[]> {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((a) => a.address);
  },
};
