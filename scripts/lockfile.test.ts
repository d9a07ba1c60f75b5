import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type TLock = { packages: Record<string, { optionalDependencies?: Record<string, string> }> };

/** `npm ci` refuses a lock file that misses an optional dependency: run scripts/fix-lockfile.mjs. */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as TLock;
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = key === '' ? `node_modules/${name}` : `${key}/node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(name);
      }
    }
    expect(missing, 'run: node scripts/fix-lockfile.mjs').toEqual([]);
  });
});
