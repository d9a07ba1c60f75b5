// Writes `.br` (quality 11) and `.gz` (level 9) beside each built asset, once per build: the
// server sends them as they are (@fastify/static `preCompressed`), smaller than compressing
// on the fly and with no CPU spent per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Precompresses every text asset of at least 256 bytes under `dir` (a page loads dozens of
 * sub-kilobyte chunks, which brotli still halves); returns how many.
 */
export function precompressAssets(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (statSync(file).size < 256) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'client');
  console.log(`Precompressed ${precompressAssets(dir)} assets in ${dir}`);
}
