// The npm registry reachable here serves only the Linux builds of packages with per-platform
// optional dependencies, so `npm install` leaves the others out of package-lock.json and a later
// `npm ci` refuses the lock file. This adds the missing optional entries (run after npm install).
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const stub = { version, optional: true };
    if (entry.dev) stub.dev = true;
    lock.packages[`node_modules/${name}`] = stub;
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
