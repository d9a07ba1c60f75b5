import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with the OWASP cost and a salt of its own per hash', async () => {
    const first = await hashPassword('Harbour2026');
    const second = await hashPassword('Harbour2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Harbour2026')).toBe(true);
    expect(await verifyPassword(first, 'harbour2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Harbour2026')).toBe(false);
  });
});
