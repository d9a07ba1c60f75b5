import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without type declarations
import { buildSbom, readSbomInputs, sbomFile } from './sbom.mjs';

type TComponent = { name: string; version: string; scope: string; hashes: unknown[] };
type TBom = { bomFormat: string; specVersion: string; components: TComponent[] };

describe('the software bill of materials (docs/sbom.cdx.json)', () => {
  const committed = JSON.parse(readFileSync(sbomFile, 'utf8')) as TBom;
  const { lock, manifest } = readSbomInputs();

  it('is the one package-lock.json gives now (run: npm run sbom)', () => {
    expect(committed).toEqual(buildSbom(lock, manifest));
  });

  it('lists what ships as required and the build tools as excluded, every shipped one with its hash', () => {
    expect(committed).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5' });
    // the copy installed at the top of node_modules (other versions may sit deeper)
    const scope = (name: string) => {
      const version = (lock.packages[`node_modules/${name}`] as { version: string }).version;
      return committed.components.find((c) => c.name === name && c.version === version)?.scope;
    };
    for (const name of Object.keys(manifest.dependencies as object))
      expect(scope(name), name).toBe('required');
    expect(scope('vite')).toBe('excluded');
    expect(scope('vitest')).toBe('excluded');
    // (only optional platform builds of dev tools, added by scripts/fix-lockfile.mjs, have none)
    const unhashed = committed.components.filter((c) => c.scope === 'required' && !c.hashes.length);
    expect(unhashed).toEqual([]);
  });
});
