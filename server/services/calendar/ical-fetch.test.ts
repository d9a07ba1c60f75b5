import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './ical-fetch';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '2a00:1450:4003:80f::200e', '::ffff:1.1.1.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
