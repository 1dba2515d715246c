import { describe, expect, it } from 'vitest';
import { classifyAddress, parseIPv6 } from '../../../lambdas/core/webhooks/ip-address.js';
import { classAllowed, firstDisallowed, loggableUrl, parseWebhookUrl } from '../../../lambdas/core/webhooks/url-policy.js';
import { DomainError } from '../../../lambdas/core/errors.js';

const CASES: Record<string, string[]> = {
  loopback: ['127.0.0.1', '127.255.255.254', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:7f00:0001', '0:0:0:0:0:ffff:7f00:1', '::127.0.0.1', '64:ff9b::127.0.0.1', '2002:7f00:1::'],
  private: ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255', 'fc00::1', 'fd12:3456:789a::1', 'fdff:ffff::', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:192.168.1.1', 'fec0::1', '64:ff9b:1::1', '2002:c0a8:101::1'],
  'link-local': ['169.254.0.1', '169.254.169.254', '169.254.255.255', 'fe80::1', 'fe80::1%eth0', 'febf:ffff::1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe'],
  unspecified: ['0.0.0.0', '0.1.2.3', '::', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0'],
  multicast: ['224.0.0.1', '239.255.255.250', '230.1.2.3', 'ff02::1', 'ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::ffff:224.0.0.251'],
  cgnat: ['100.64.0.1', '100.127.255.255', '::ffff:100.100.100.100'],
  broadcast: ['255.255.255.255', '::ffff:255.255.255.255'],
  reserved: ['240.0.0.1', '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '192.0.0.8', '2001:db8::1', '2001::1', '100::1', '4000::1', 'e000::1'],
  public: ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '192.169.0.1', '100.63.255.255', '100.128.0.1', '169.253.255.255', '11.0.0.1', '223.255.255.255', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'],
};

describe('address classifier', () => {
  for (const [cls, addresses] of Object.entries(CASES)) {
    it(`classifies ${cls} addresses`, () => {
      for (const address of addresses) expect([address, classifyAddress(address)]).toEqual([address, cls]);
    });
  }

  it('treats names and malformed literals as not an address', () => {
    for (const text of ['example.com', '256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1:2:3:4:5:6:7:8:9', '1::2::3', ':1', 'gggg::1', '::ffff:1.2.3.256', '', '[]', '12345::1']) {
      expect([text, classifyAddress(text)]).toEqual([text, undefined]);
    }
  });

  it('parses IPv6 forms into the same 16 bytes', () => {
    const loop = parseIPv6('::1');
    expect(parseIPv6('0:0:0:0:0:0:0:1')).toEqual(loop);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual(parseIPv6('::ffff:7f00:1'));
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseIPv6('1:2:3:4:5:6:1.2.3.4')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 1, 2, 3, 4]);
  });

  it('allows only public addresses, plus loopback in local mode', () => {
    expect(classAllowed('public', { allowLoopback: false })).toBe(true);
    expect(classAllowed('loopback', { allowLoopback: false })).toBe(false);
    expect(classAllowed('loopback', { allowLoopback: true })).toBe(true);
    for (const cls of ['private', 'link-local', 'unspecified', 'multicast', 'cgnat', 'broadcast', 'reserved'] as const) {
      expect(classAllowed(cls, { allowLoopback: true })).toBe(false);
    }
  });
});

describe('webhook URL policy', () => {
  const strict = { allowLoopback: false };
  const local = { allowLoopback: true };
  const refused = (raw: string, policy = strict) => {
    try {
      parseWebhookUrl(raw, policy);
      return 'accepted';
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('validation_error');
      expect((error as DomainError).details?.[0]).toMatchObject({ path: ['url'], field: 'url', location: 'body' });
      return 'refused';
    }
  };

  it('accepts https URLs with public or unresolved hosts', () => {
    expect(parseWebhookUrl('https://hooks.example.com/in?x=1', strict).hostname).toBe('hooks.example.com');
    expect(refused('https://8.8.8.8/hook')).toBe('accepted');
    expect(refused('https://[2606:4700:4700::1111]:8443/hook')).toBe('accepted');
  });

  it('refuses other schemes, credentials and relative URLs', () => {
    for (const raw of ['http://hooks.example.com/', 'ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', '/relative', 'not a url', 'https://user:pw@example.com/']) {
      expect([raw, refused(raw)]).toEqual([raw, 'refused']);
    }
  });

  it('refuses literal and disguised internal hosts', () => {
    const internal = [
      'https://127.0.0.1/',
      'https://127.0.0.1:8787/v1/health',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://0.0.0.0/',
      'https://[::]/',
      'https://224.0.0.1/',
      'https://[ff02::1]/',
      'https://100.64.0.1/',
      'https://255.255.255.255/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://api.localhost/',
    ];
    for (const raw of internal) expect([raw, refused(raw)]).toEqual([raw, 'refused']);
  });

  it('allows http and loopback only in local mode, never private addresses', () => {
    expect(refused('http://127.0.0.1:4000/hook', local)).toBe('accepted');
    expect(refused('http://localhost:4000/hook', local)).toBe('accepted');
    expect(refused('http://[::1]:4000/hook', local)).toBe('accepted');
    expect(refused('http://10.0.0.1/hook', local)).toBe('refused');
    expect(refused('http://169.254.169.254/', local)).toBe('refused');
  });

  it('refuses a resolved host when any of its addresses is not allowed', () => {
    expect(firstDisallowed(['93.184.216.34', '2606:2800:220:1::1'], strict)).toBeUndefined();
    expect(firstDisallowed(['93.184.216.34', '10.0.0.1'], strict)).toEqual({ address: '10.0.0.1', cls: 'private' });
    expect(firstDisallowed(['::ffff:7f00:1'], strict)).toEqual({ address: '::ffff:7f00:1', cls: 'loopback' });
    expect(firstDisallowed(['127.0.0.1'], local)).toBeUndefined();
    expect(firstDisallowed(['not-an-ip'], local)).toEqual({ address: 'not-an-ip', cls: 'reserved' });
  });

  it('drops query strings and fragments from logged URLs', () => {
    expect(loggableUrl('https://h.example:8443/p/q?token=secret#frag')).toBe('https://h.example:8443/p/q');
  });
});
