// Builds the web app (react-router build) when the build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './precompress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR (default `build`) lets parallel test runs each keep their own build.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const marker = path.join(buildDir, 'server', 'index.js');
const sources = [
  'web',
  'shared',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, child) => Math.max(max, newest(path.join(entry, child))),
    stat.mtimeMs,
  );
}

export function buildIfStale({ force = false } = {}) {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (!force && builtAt > changedAt) return false;
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    console.error('The web app did not build.');
    process.exit(result.status ?? 1);
  }
  precompressAssets(path.join(buildDir, 'client'));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIfStale({ force: process.argv.includes('--force') });
