import { describe, expect, it } from 'vitest';
import { ttlMemo } from './ttl-memo';

describe('ttlMemo', () => {
  it('shares results per key until they expire', async () => {
    let clock = 0;
    let calls = 0;
    const memo = ttlMemo(
      async (key: string) => `${key}:${++calls}`,
      1000,
      () => clock,
    );
    expect(await Promise.all([memo('es'), memo('es')])).toEqual(['es:1', 'es:1']);
    expect(await memo('en')).toBe('en:2');
    clock = 999;
    expect(await memo('es')).toBe('es:1');
    clock = 1000;
    expect(await memo('es')).toBe('es:3');
  });

  it('forgets failures', async () => {
    let fail = true;
    const memo = ttlMemo(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    }, 1000);
    await expect(memo('k')).rejects.toThrow('down');
    fail = false;
    expect(await memo('k')).toBe('ok');
  });
});
