// `npm run sbom`: the software bill of materials of Marea in CycloneDX 1.5 JSON, made from
// package-lock.json and written to docs/sbom.cdx.json. Every installed package is listed with its
// version, purl, licence and the lock file's hash; what the app runs with in production has scope
// `required`, build and test tools (dev dependencies) `excluded`. Run it after every dependency
// change: scripts/sbom.test.ts fails while the file is stale. (`npm sbom` was tried: its
// `--omit dev` drops production packages and the full tree stops on lighthouse's pinned deps.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const sbomFile = path.join(root, 'docs', 'sbom.cdx.json');

const purlOf = (name, version) =>
  `pkg:npm/${name.startsWith('@') ? `%40${name.slice(1)}` : name}@${version}`;

/** sha512-<base64> (the lock file's integrity) as CycloneDX wants it: algorithm and hex. */
function hashesOf(integrity) {
  const [alg, base64] = (integrity ?? '').split('-', 2);
  const known = { sha512: 'SHA-512', sha384: 'SHA-384', sha256: 'SHA-256', sha1: 'SHA-1' };
  if (!base64 || !known[alg]) return [];
  return [{ alg: known[alg], content: Buffer.from(base64, 'base64').toString('hex') }];
}

/** The bill of materials of a package-lock.json (lockfile version 3) and its package.json. */
export function buildSbom(lock, manifest) {
  const components = new Map();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.link || !entry.version) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const ref = `${name}@${entry.version}`;
    const shipped = !entry.dev;
    const known = components.get(ref);
    // the same version installed at two places: required if either copy ships
    if (known) {
      if (shipped) known.scope = 'required';
      continue;
    }
    components.set(ref, {
      type: 'library',
      'bom-ref': ref,
      name,
      version: entry.version,
      scope: shipped ? 'required' : 'excluded',
      purl: purlOf(name, entry.version),
      hashes: hashesOf(entry.integrity),
      ...(entry.license ? { licenses: [{ expression: entry.license }] } : {}),
    });
  }
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    version: 1,
    metadata: {
      component: {
        type: 'application',
        'bom-ref': `${manifest.name}@${manifest.version}`,
        name: manifest.name,
        version: manifest.version,
        description: manifest.description,
        purl: purlOf(manifest.name, manifest.version),
      },
    },
    components: [...components.values()].sort((a, b) =>
      a['bom-ref'] < b['bom-ref'] ? -1 : a['bom-ref'] > b['bom-ref'] ? 1 : 0,
    ),
  };
}

export function readSbomInputs() {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return { lock: read('package-lock.json'), manifest: read('package.json') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { lock, manifest } = readSbomInputs();
  const bom = buildSbom(lock, manifest);
  writeFileSync(sbomFile, `${JSON.stringify(bom, null, 2)}\n`);
  const required = bom.components.filter((c) => c.scope === 'required').length;
  console.log(
    `${bom.components.length} components (${required} shipped, ${bom.components.length - required} build and test tools) → docs/sbom.cdx.json`,
  );
}
